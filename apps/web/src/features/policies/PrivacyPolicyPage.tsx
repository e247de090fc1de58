import { PRIVACY_POLICY } from './content/privacy';
import { PolicyDocument } from './PolicyDocument';

export function PrivacyPolicyPage() {
  return <PolicyDocument policy={PRIVACY_POLICY} />;
}

export { PrivacyPolicyPage as Component };
