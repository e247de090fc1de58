import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { setupStatusQuery } from '../../shared/api/career';
import { classifyError } from '../../shared/api/error-policy';
import { FlowFrame, FlowLoading } from './FlowFrame';
import { setupJa } from './messages';
import { resumePath } from './setup-flow';

/**
 * /user_initial_setup (bare): resumes at the step recorded on the server (spec section 4),
 * the first step before anything was recorded, home once the setup is completed. If the
 * status cannot be read the wizard starts at the beginning; a lost session goes to login
 * (the API error policy does that).
 */
export function SetupResumePage() {
  const status = useQuery({ ...setupStatusQuery, staleTime: 0 });
  // Like the route table's redirects, the query string (utm_source, …) comes along.
  const { search } = useLocation();
  if (status.data) return <Navigate to={`${resumePath(status.data)}${search}`} replace />;
  if (status.isError && classifyError(status.error) !== 'login') {
    return <Navigate to={`${resumePath({ step: null, isCompleted: false })}${search}`} replace />;
  }
  return (
    <FlowFrame flowName={setupJa.wizardName} title={setupJa.resumeTitle} lead={setupJa.resuming}>
      <FlowLoading />
    </FlowFrame>
  );
}

export { SetupResumePage as Component };
