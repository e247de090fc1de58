import { JOB_CATEGORIES_DISCLOSURE } from './content/job-categories';
import { PolicyDocument } from './PolicyDocument';

export function JobCategoriesPage() {
  return <PolicyDocument policy={JOB_CATEGORIES_DISCLOSURE} />;
}

export { JobCategoriesPage as Component };
