import type {
  blogListResponseSchema,
  blogResponseSchema,
  buildingStatusResponseSchema,
  isReadyResponseSchema,
  snsAssociationListResponseSchema,
  snsAssociationResponseSchema,
} from '@kiseki/contract/portfolio';
import type { ImportStatus, SnsName } from '@kiseki/contract/portfolio-rules';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './client';
import type { Reply } from './reply';
import { authInfoQuery } from './session';

/**
 * Connected accounts, blogs and the building state (issue 8; spec sections 4 and 7), shared
 * by /accounts, the setup wizard's first step and /user_building. Mutations report their own
 * errors (handlesErrors): the forms put server messages next to their fields.
 */
const OWN_ERRORS = { handlesErrors: true } as const;

export type SnsAssociation = Reply<typeof snsAssociationResponseSchema>['snsAssociation'];
export type SnsAssociationList = Reply<typeof snsAssociationListResponseSchema>;
export type Blog = Reply<typeof blogResponseSchema>['blog'];
export type Readiness = Reply<typeof isReadyResponseSchema>;
export type BuildingSource = Readiness['sources'][number];

export const connectionKeys = {
  all: ['connections'] as const,
  sns: ['connections', 'sns'] as const,
  blogs: ['connections', 'blogs'] as const,
  readiness: ['connections', 'is_ready'] as const,
};

/** While an import waits or runs, the screens ask again this often (issue 8). */
export const IMPORT_POLL_MS = 3000;
/** /user_building asks more often: it is the one thing that screen is about. */
export const BUILDING_POLL_MS = 2000;

/** Whether an import is still on its way (the screens keep asking while one is). */
export const isImportBusy = (status: ImportStatus): boolean =>
  status === 'pending' || status === 'importing';

const pollWhileBusy = (items: readonly { status: ImportStatus }[] | undefined) =>
  items?.some((item) => isImportBusy(item.status)) ? IMPORT_POLL_MS : false;

export const snsAssociationsQuery = queryOptions({
  queryKey: connectionKeys.sns,
  queryFn: ({ signal }) => apiFetch<SnsAssociationList>('/api/sns_association/', { signal }),
  refetchInterval: (query) => pollWhileBusy(query.state.data?.snsList),
});

export const blogsQuery = queryOptions({
  queryKey: connectionKeys.blogs,
  queryFn: async ({ signal }) =>
    (await apiFetch<Reply<typeof blogListResponseSchema>>('/api/blogs/', { signal })).blogUrlList,
  refetchInterval: (query) => pollWhileBusy(query.state.data),
});

export const readinessQuery = queryOptions({
  queryKey: connectionKeys.readiness,
  queryFn: ({ signal }) => apiFetch<Readiness>('/api/is_ready/', { signal }),
  refetchInterval: (query) => (query.state.data?.isReady ? false : BUILDING_POLL_MS),
  // Every poll is a fresh look; a remembered answer would only show stale progress.
  staleTime: 0,
});

/** What changes when a connection or an import changes. */
const afterConnections = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: connectionKeys.readiness }),
    // Auth info carries the connected services (snsRelationList).
    client.invalidateQueries({ queryKey: authInfoQuery.queryKey }),
  ]);

function replaceSns(client: QueryClient, association: SnsAssociation) {
  client.setQueryData<SnsAssociationList>(connectionKeys.sns, (list) => {
    if (!list) return list;
    const others = list.snsList.filter((item) => item.snsName !== association.snsName);
    const snsList = [...others, association];
    return { snsNameList: snsList.map((item) => item.snsName), snsList };
  });
}

export function useConnectSns() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { sns_name: SnsName; account: string }) =>
      (
        await apiFetch<Reply<typeof snsAssociationResponseSchema>>('/api/sns_association/', {
          method: 'POST',
          body,
        })
      ).snsAssociation,
    meta: OWN_ERRORS,
    onSuccess: (association) => {
      replaceSns(client, association);
      void client.invalidateQueries({ queryKey: connectionKeys.sns });
      void afterConnections(client);
    },
  });
}

/** Disconnects a service: what was imported from it goes too. */
export function useDisconnectSns() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sns: SnsName) => apiFetch(`/api/sns_association/${sns}/`, { method: 'DELETE' }),
    meta: OWN_ERRORS,
    onSuccess: (_answer, sns) => {
      client.setQueryData<SnsAssociationList>(connectionKeys.sns, (list) => {
        if (!list) return list;
        const snsList = list.snsList.filter((item) => item.snsName !== sns);
        return { snsNameList: snsList.map((item) => item.snsName), snsList };
      });
      void client.invalidateQueries({ queryKey: connectionKeys.sns });
      void afterConnections(client);
    },
  });
}

/** 今すぐ取り込む: queues an import of the account again. */
export function useRefreshSns() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (sns: SnsName) =>
      (
        await apiFetch<Reply<typeof snsAssociationResponseSchema>>(
          `/api/sns_association/${sns}/refresh`,
          { method: 'POST' },
        )
      ).snsAssociation,
    meta: OWN_ERRORS,
    onSuccess: (association) => {
      replaceSns(client, association);
      void client.invalidateQueries({ queryKey: connectionKeys.sns });
      void afterConnections(client);
    },
  });
}

const setBlogs = (client: QueryClient, update: (list: Blog[]) => Blog[]) =>
  client.setQueryData<Blog[]>(connectionKeys.blogs, (list) => (list ? update(list) : list));

const afterBlogs = (client: QueryClient) => {
  void client.invalidateQueries({ queryKey: connectionKeys.blogs });
  void afterConnections(client);
};

/** Adds a blog by its page URL or its RSS/Atom feed URL. */
export function useAddBlog() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { url: string }) =>
      (await apiFetch<Reply<typeof blogResponseSchema>>('/api/blogs/', { method: 'POST', body }))
        .blog,
    meta: OWN_ERRORS,
    onSuccess: (blog) => {
      setBlogs(client, (list) => [...list.filter((item) => item.id !== blog.id), blog]);
      afterBlogs(client);
    },
  });
}

export function useChangeBlogUrl() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { id: number; url: string }) =>
      (await apiFetch<Reply<typeof blogResponseSchema>>('/api/blogs/', { method: 'PUT', body }))
        .blog,
    meta: OWN_ERRORS,
    onSuccess: (blog) => {
      setBlogs(client, (list) => list.map((item) => (item.id === blog.id ? blog : item)));
      afterBlogs(client);
    },
  });
}

export function useDeleteBlog() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch('/api/blogs/', { method: 'DELETE', query: { id } }),
    meta: OWN_ERRORS,
    onSuccess: (_answer, id) => {
      setBlogs(client, (list) => list.filter((item) => item.id !== id));
      afterBlogs(client);
    },
  });
}

/** 今すぐ取り込む for one blog (`id`) or all of them. */
export function useRefreshBlogs() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id?: number) =>
      (
        await apiFetch<Reply<typeof blogListResponseSchema>>('/api/blogs/refresh', {
          method: 'POST',
          body: id === undefined ? {} : { id },
        })
      ).blogUrlList,
    meta: OWN_ERRORS,
    onSuccess: (list) => {
      client.setQueryData(connectionKeys.blogs, list);
      afterBlogs(client);
    },
  });
}

/**
 * The building state of spec section 4: 1 once the portfolio is seen ready, cleared (not
 * ready) while imports are on their way again.
 */
export function useSetBuildingStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ready: boolean) =>
      (
        await apiFetch<Reply<typeof buildingStatusResponseSchema>>('/api/building_status/', {
          method: ready ? 'PUT' : 'DELETE',
          body: ready ? { building_status: 1 } : undefined,
        })
      ).buildingStatus,
    meta: OWN_ERRORS,
    onSuccess: (buildingStatus) => {
      client.setQueryData<Readiness>(connectionKeys.readiness, (readiness) =>
        readiness ? { ...readiness, buildingStatus } : readiness,
      );
      void client.invalidateQueries({ queryKey: authInfoQuery.queryKey });
    },
  });
}
