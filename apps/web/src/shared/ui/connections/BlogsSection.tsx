import { BLOGS_MAX } from '@kiseki/contract/portfolio-rules';
import { useId, useState } from 'react';
import {
  type Blog,
  isImportBusy,
  useAddBlog,
  useChangeBlogUrl,
  useDeleteBlog,
  useRefreshBlogs,
} from '../../api/connections';
import buttons from '../button.module.css';
import { FormAlert } from '../form/FormAlert';
import { applyServerErrors } from '../form/server-errors';
import { TextField } from '../form/TextField';
import { useContractForm } from '../form/use-contract-form';
import { notify } from '../notifications/store';
import { ConfirmDialog } from './ConfirmDialog';
import styles from './ConnectAccountsPanel.module.css';
import { ImportDetails, ImportStatusBadge } from './ImportState';
import { connectionsJa } from './messages';
import { reportFailure } from './SnsCard';

const t = connectionsJa.blogs;

/** The contract's rule for a blog URL, loaded with zod when the form is first used. */
const loadUrlSchema = () =>
  import('@kiseki/contract/portfolio').then((contract) => contract.blogCreateRequestSchema);

/**
 * A form with one URL field, validated by the contract's rule; server messages land on the
 * field, and what the person typed stays there when the save fails.
 */
function UrlForm({
  label,
  initial,
  submitLabel,
  pendingLabel,
  pending,
  formLabel,
  onSave,
  onCancel,
}: {
  label: string;
  initial: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  formLabel: string;
  onSave(url: string, handlers: { done(): void; failed(error: unknown): void }): void;
  onCancel?: () => void;
}) {
  const form = useContractForm(loadUrlSchema, { defaultValues: { url: initial } });
  const [formError, setFormError] = useState<string | undefined>();
  const submit = form.handleSubmit((values) => {
    setFormError(undefined);
    onSave(values.url, {
      done: () => form.reset({ url: initial }),
      failed: (error) => setFormError(applyServerErrors(error, form.setError, ['url'])),
    });
  });
  return (
    <form
      className={styles.urlForm}
      aria-label={formLabel}
      noValidate
      onFocus={form.warmUp}
      onSubmit={(event) => void submit(event)}
    >
      <div className={styles.connectField}>
        <TextField
          label={label}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder={t.placeholder}
          error={form.formState.errors.url?.message}
          {...form.register('url')}
        />
      </div>
      <div className={styles.urlActions}>
        <button
          type="submit"
          className={`${buttons.primary} ${styles.connectButton}`}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? pendingLabel : submitLabel}
        </button>
        {onCancel ? (
          <button
            type="button"
            className={`${buttons.secondary} ${styles.connectButton}`}
            disabled={pending}
            onClick={onCancel}
          >
            {connectionsJa.cancel}
          </button>
        ) : null}
      </div>
      {formError ? (
        <div className={styles.formAlert}>
          <FormAlert>{formError}</FormAlert>
        </div>
      ) : null}
    </form>
  );
}

function BlogItem({ blog }: { blog: Blog }) {
  const headingId = useId();
  const change = useChangeBlogUrl();
  const remove = useDeleteBlog();
  const refresh = useRefreshBlogs();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  return (
    <li className={styles.card} data-connected>
      <article aria-labelledby={headingId} className={styles.cardInner}>
        <div className={styles.cardHeader}>
          <div className={styles.cardTitleBox}>
            <h3 id={headingId} className={styles.cardTitle}>
              {blog.title || t.untitled}
            </h3>
            <p className={styles.url}>
              <a href={blog.url} target="_blank" rel="noopener noreferrer">
                {blog.url}
              </a>
            </p>
          </div>
          <div aria-live="polite" className={styles.statusBox}>
            <ImportStatusBadge state={blog} />
          </div>
        </div>
        <dl className={styles.feed}>
          <dt>{t.feed}</dt>
          <dd>{blog.feedUrl ?? t.feedUnknown}</dd>
        </dl>
        <div className={styles.details}>
          <ImportDetails state={blog} />
        </div>
        {editing ? (
          <UrlForm
            label={t.newUrlLabel}
            formLabel={t.editLabel(blog.url)}
            initial={blog.url}
            submitLabel={t.save}
            pendingLabel={t.saving}
            pending={change.isPending}
            onCancel={() => setEditing(false)}
            onSave={(url, handlers) =>
              change.mutate(
                { id: blog.id, url },
                {
                  onSuccess: () => {
                    setEditing(false);
                    notify(t.changed);
                  },
                  onError: handlers.failed,
                },
              )
            }
          />
        ) : (
          <div className={styles.cardActions}>
            <button
              type="button"
              className={`${buttons.secondary} ${buttons.small}`}
              aria-label={connectionsJa.refreshLabel(blog.url)}
              disabled={isImportBusy(blog.status) || refresh.isPending}
              onClick={() =>
                refresh.mutate(blog.id, {
                  onSuccess: () => notify(connectionsJa.refreshStarted),
                  onError: reportFailure,
                })
              }
            >
              {connectionsJa.refresh}
            </button>
            <button
              type="button"
              className={`${buttons.secondary} ${buttons.small}`}
              aria-label={t.editLabel(blog.url)}
              onClick={() => setEditing(true)}
            >
              {t.edit}
            </button>
            <button
              type="button"
              className={`${buttons.dangerOutline} ${buttons.small}`}
              aria-label={t.removeLabel(blog.url)}
              onClick={() => setConfirming(true)}
            >
              {t.remove}
            </button>
          </div>
        )}
      </article>
      <ConfirmDialog
        open={confirming}
        title={t.removeTitle}
        body={t.removeBody(blog.url)}
        confirmLabel={t.removeConfirm}
        pending={remove.isPending}
        onOpenChange={setConfirming}
        onConfirm={() =>
          remove
            .mutateAsync(blog.id)
            .then(() => notify(t.removed))
            .catch(reportFailure)
            .finally(() => setConfirming(false))
        }
      />
    </li>
  );
}

/** Blogs: add by page or feed URL (up to BLOGS_MAX), change the URL, delete, import again. */
export function BlogsSection({ blogs, compact }: { blogs: Blog[]; compact: boolean }) {
  const headingId = useId();
  const add = useAddBlog();
  const refreshAll = useRefreshBlogs();
  const full = blogs.length >= BLOGS_MAX;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <div>
          <h2 id={headingId} className={styles.sectionTitle}>
            {t.title}
          </h2>
          <p className={styles.lead}>{t.lead}</p>
        </div>
        <span className={styles.count}>{t.count(blogs.length)}</span>
      </div>
      {blogs.length > 0 ? (
        <>
          <ul className={styles.cards} data-compact={compact || undefined} aria-label={t.listLabel}>
            {blogs.map((blog) => (
              <BlogItem key={blog.id} blog={blog} />
            ))}
          </ul>
          {blogs.length > 1 ? (
            <div>
              <button
                type="button"
                className={`${buttons.secondary} ${buttons.small}`}
                disabled={refreshAll.isPending || blogs.every((blog) => isImportBusy(blog.status))}
                onClick={() =>
                  refreshAll.mutate(undefined, {
                    onSuccess: () => notify(connectionsJa.refreshStarted),
                    onError: reportFailure,
                  })
                }
              >
                {t.refreshAll}
              </button>
            </div>
          ) : null}
        </>
      ) : (
        <p className={styles.empty}>{t.empty}</p>
      )}
      {full ? (
        <p className={styles.notice}>{t.full}</p>
      ) : (
        <div className={styles.addBox}>
          <UrlForm
            label={t.urlLabel}
            formLabel={t.addForm}
            initial=""
            submitLabel={t.add}
            pendingLabel={t.adding}
            pending={add.isPending}
            onSave={(url, handlers) =>
              add.mutate(
                { url },
                {
                  onSuccess: () => {
                    handlers.done();
                    notify(t.added);
                  },
                  onError: handlers.failed,
                },
              )
            }
          />
        </div>
      )}
    </section>
  );
}
