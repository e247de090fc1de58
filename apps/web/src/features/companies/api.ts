import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/client';
import type { CompanyDetail } from '../../shared/ui/jobs/types';

/**
 * GET /api/companies/{id}: the company, its open jobs (with the person's marks when signed in)
 * and the stack across them. The job screens refresh ['companies'] after a reaction or an
 * application, so the marks here follow.
 */
export const companyQuery = (id: number) =>
  queryOptions({
    queryKey: ['companies', id] as const,
    queryFn: ({ signal }) => apiFetch<CompanyDetail>(`/api/companies/${id}`, { signal }),
    // 404 (unknown, or a company the person blocked) is the not-found screen, not a notice.
    meta: { handlesErrors: true },
  });
