import { adminUserSearchQuerySchema } from '@kiseki/contract/accounts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../shared/api/errors';
import { useViewport } from '../../shared/hooks/useViewport';
import { formatDate, formatDateTime } from '../../shared/lib/date';
import buttons from '../../shared/ui/button.module.css';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import { TextField } from '../../shared/ui/form/TextField';
import { useContractForm } from '../../shared/ui/form/use-contract-form';
import { AdminGate, ForbiddenPage } from './AdminGate';
import styles from './AdminPage.module.css';
import { adminUsersQuery } from './api';
import { adminJa } from './messages';
import { type AdminUser, StatusBadges } from './UserBadges';

const t = adminJa.users;
const c = adminJa.columns;

const searchSchema = adminUserSearchQuerySchema.pick({ email: true });

/** ?email=&page= of the address bar, checked with the contract's query schema. */
function useSearchState() {
  const [params, setParams] = useSearchParams();
  const parsed = adminUserSearchQuerySchema.safeParse({
    email: params.get('email') ?? undefined,
    page: params.get('page') ?? undefined,
  });
  const email = parsed.success ? (parsed.data.email ?? '') : '';
  const page = parsed.success ? parsed.data.page : 1;
  const hrefFor = (nextEmail: string, nextPage: number) => {
    const next = new URLSearchParams();
    if (nextEmail) next.set('email', nextEmail);
    if (nextPage > 1) next.set('page', String(nextPage));
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  return { email, page, hrefFor, setParams };
}

function UserTable({ users }: { users: readonly AdminUser[] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{c.id}</th>
            <th scope="col">{c.email}</th>
            <th scope="col">{c.displayName}</th>
            <th scope="col">{c.status}</th>
            <th scope="col">{c.createdAt}</th>
            <th scope="col">{c.lastLoginAt}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <td className={styles.numeric}>{user.id}</td>
              <td className={styles.wrap}>
                <Link to={`/admin/users/${user.id}`}>{user.email}</Link>
              </td>
              <td className={styles.wrap}>{user.displayName || adminJa.noName}</td>
              <td>
                <StatusBadges user={user} />
              </td>
              <td className={styles.numeric}>{formatDate(user.createdAt)}</td>
              <td className={styles.numeric}>
                {user.lastLoginAt ? formatDateTime(user.lastLoginAt) : adminJa.never}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function UserCards({ users }: { users: readonly AdminUser[] }) {
  return (
    <ul className={styles.cards} aria-label={t.caption}>
      {users.map((user) => (
        <li key={user.id} className={styles.card}>
          <Link to={`/admin/users/${user.id}`} className={styles.cardEmail}>
            {user.email}
          </Link>
          <StatusBadges user={user} />
          <dl className={styles.cardMeta}>
            <dt>{c.id}</dt>
            <dd>{user.id}</dd>
            <dt>{c.displayName}</dt>
            <dd>{user.displayName || adminJa.noName}</dd>
            <dt>{c.createdAt}</dt>
            <dd>{formatDate(user.createdAt)}</dd>
            <dt>{c.lastLoginAt}</dt>
            <dd>{user.lastLoginAt ? formatDateTime(user.lastLoginAt) : adminJa.never}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function Paging(props: { page: number; maxPage: number; hrefFor: (page: number) => string }) {
  const { page, maxPage, hrefFor } = props;
  if (maxPage <= 1) return null;
  const edge = (label: string, target: number, enabled: boolean) =>
    enabled ? (
      <Link
        to={hrefFor(target)}
        className={`${buttons.secondary} ${buttons.small} ${styles.pageLink}`}
      >
        {label}
      </Link>
    ) : (
      <span
        className={`${buttons.secondary} ${buttons.small} ${styles.pageLink}`}
        aria-disabled="true"
      >
        {label}
      </span>
    );
  return (
    <nav className={styles.paging} aria-label={t.paging}>
      {edge(t.previous, page - 1, page > 1)}
      <span aria-current="page">{t.pageOf(page, maxPage)}</span>
      {edge(t.next, page + 1, page < maxPage)}
    </nav>
  );
}

function SearchForm({ email, onSearch }: { email: string; onSearch(email: string): void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useContractForm(async () => searchSchema, { values: { email }, mode: 'onSubmit' });
  return (
    <search>
      <form
        className={styles.search}
        noValidate
        onSubmit={handleSubmit((values) => onSearch(values.email ?? ''))}
      >
        <div className={styles.searchField}>
          <TextField
            label={t.searchLabel}
            type="search"
            placeholder={t.searchPlaceholder}
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
        </div>
        <button type="submit" className={buttons.primary}>
          {t.search}
        </button>
      </form>
    </search>
  );
}

function UserList() {
  const { email, page, hrefFor, setParams } = useSearchState();
  const viewport = useViewport();
  const users = useQuery(adminUsersQuery(email, page));

  if (isApiError(users.error) && users.error.status === 403) return <ForbiddenPage />;

  let results: ReactNode;
  if (users.data) {
    const { users: list, paging } = users.data;
    results =
      list.length === 0 ? (
        <div className={styles.empty} role="status">
          <p className={styles.emptyTitle}>{t.empty}</p>
          {email ? <p>{t.emptyHint}</p> : null}
        </div>
      ) : (
        <>
          {viewport === 'pc' ? <UserTable users={list} /> : <UserCards users={list} />}
          <Paging
            page={paging.page}
            maxPage={paging.maxPage}
            hrefFor={(target) => hrefFor(email, target)}
          />
        </>
      );
  } else if (users.isError) {
    results = (
      <FormAlert>
        {t.loadFailed}{' '}
        <button
          type="button"
          className={`${buttons.secondary} ${buttons.small}`}
          onClick={() => users.refetch()}
        >
          {t.retry}
        </button>
      </FormAlert>
    );
  } else {
    results = <ListSkeleton />;
  }

  return (
    <>
      <h1 className={styles.title}>{t.title}</h1>
      <SearchForm
        email={email}
        onSearch={(value) => setParams(new URLSearchParams(hrefFor(value.trim(), 1)))}
      />
      <div className={styles.summary} aria-live="polite">
        {users.data ? (
          <p>
            <span className={styles.count}>{t.total(users.data.paging.totalCount)}</span>
          </p>
        ) : null}
      </div>
      <div aria-busy={users.isFetching}>{results}</div>
    </>
  );
}

function ListSkeleton() {
  return (
    <div className={styles.tableWrap}>
      <p className="visually-hidden">{t.loading}</p>
      {[0, 1, 2, 3, 4].map((row) => (
        <div key={row} className={styles.skeletonRow} />
      ))}
    </div>
  );
}

/** /admin/users: search accounts by email, page through them, open one. */
export function AdminUsersPage() {
  return (
    <div className={styles.page}>
      <AdminGate title={t.title} pending={<ListSkeleton />}>
        <UserList />
      </AdminGate>
    </div>
  );
}

export { AdminUsersPage as Component };
