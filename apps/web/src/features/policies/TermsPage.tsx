import { TERMS_VERSION } from '@kiseki/contract/constants';
import { termsOfService } from './content/terms';
import { PolicyDocument } from './PolicyDocument';

/** The revision shown is the terms version users agree to (spec section 4). */
const TERMS = termsOfService(TERMS_VERSION);

export function TermsPage() {
  return <PolicyDocument policy={TERMS} />;
}

export { TermsPage as Component };
