import { EXTERNAL_AI_POLICY } from './content/external-ai';
import { PolicyDocument } from './PolicyDocument';

export function ExternalAiPolicyPage() {
  return <PolicyDocument policy={EXTERNAL_AI_POLICY} />;
}

export { ExternalAiPolicyPage as Component };
