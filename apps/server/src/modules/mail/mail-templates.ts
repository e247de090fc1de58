import { PRODUCT_NAME } from '@kiseki/contract';

/** Every mail the product sends, with what it needs to say. */
export type MailTemplate =
  | { kind: 'activation'; activationUrl: string }
  | { kind: 'already_registered'; loginUrl: string; resetUrl: string }
  | { kind: 'password_reset'; resetUrl: string }
  | { kind: 'email_change_confirm'; confirmUrl: string; newEmail: string }
  | { kind: 'email_changed'; newEmail: string; resetUrl: string }
  | {
      kind: 'company_interest';
      companyName: string;
      jobTitle: string | null;
      /** The notifications screen, and one signed one-click link per reaction level. */
      listUrl: string;
      reactionUrls: { interested: string; wantToHear: string; notNow: string };
    }
  | {
      kind: 'new_messages';
      companyName: string;
      /** Company messages in the thread the person has not read, gathered into this one mail. */
      count: number;
      threadUrl: string;
    }
  | { kind: 'career_update_request'; companyName: string; message: string; cvUrl: string }
  | {
      kind: 'company_invitation';
      companyName: string;
      /** The admin who invited; null when their account is gone. */
      inviterName: string | null;
      roleLabel: string;
      acceptUrl: string;
      expiresInDays: number;
    };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A block of a mail: a paragraph, or a link shown as a button in HTML and a bare URL in text. */
type Block = { p: string } | { link: string; label: string };

const escapeHtml = (value: string): string =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const FOOTER = `このメールは送信専用アドレスから送信しています。お心当たりのない場合は、このメールを破棄してください。\n${PRODUCT_NAME}（キセキ）`;

function compose(subject: string, blocks: Block[]): RenderedMail {
  const text = [
    ...blocks.map((b) => ('p' in b ? b.p : `${b.label}\n${b.link}`)),
    '――',
    FOOTER,
  ].join('\n\n');
  const body = blocks
    .map((b) =>
      'p' in b
        ? `<p>${escapeHtml(b.p).replaceAll('\n', '<br>')}</p>`
        : `<p><a href="${escapeHtml(b.link)}">${escapeHtml(b.label)}</a><br><span>${escapeHtml(b.link)}</span></p>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body>
${body}
<hr>
<p>${escapeHtml(FOOTER).replaceAll('\n', '<br>')}</p>
</body></html>
`;
  return { subject: `【${PRODUCT_NAME}】${subject}`, text, html };
}

/** Japanese text and HTML of a mail; every value is escaped in the HTML part. */
export function renderMail(template: MailTemplate): RenderedMail {
  switch (template.kind) {
    case 'activation':
      return compose('メールアドレスの確認', [
        { p: `${PRODUCT_NAME}へのご登録ありがとうございます。` },
        { p: '下のリンクを開いて、メールアドレスの確認と登録を完了してください。' },
        { link: template.activationUrl, label: 'メールアドレスを確認する' },
        { p: 'リンクの有効期限は24時間です。期限が切れた場合は、もう一度登録してください。' },
      ]);
    case 'already_registered':
      return compose('ご登録済みのメールアドレスです', [
        {
          p: `このメールアドレスで${PRODUCT_NAME}への新規登録が申し込まれましたが、このアドレスはすでに登録されています。`,
        },
        { p: 'ログインはこちらから行えます。' },
        { link: template.loginUrl, label: 'ログインする' },
        { p: 'パスワードをお忘れの場合は、こちらから再設定できます。' },
        { link: template.resetUrl, label: 'パスワードを再設定する' },
      ]);
    case 'password_reset':
      return compose('パスワードの再設定', [
        { p: 'パスワード再設定のお申し込みを受け付けました。' },
        { p: '下のリンクを開いて、新しいパスワードを設定してください。' },
        { link: template.resetUrl, label: 'パスワードを再設定する' },
        {
          p: 'リンクの有効期限は1時間で、一度だけ使えます。お申し込みに心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。',
        },
      ]);
    case 'email_change_confirm':
      return compose('メールアドレス変更の確認', [
        {
          p: `${PRODUCT_NAME}のログイン用メールアドレスを ${template.newEmail} に変更する手続きを受け付けました。`,
        },
        { p: '下のリンクを開くと変更が完了します。' },
        { link: template.confirmUrl, label: 'メールアドレスの変更を完了する' },
        { p: 'リンクの有効期限は24時間です。' },
      ]);
    case 'email_changed':
      return compose('メールアドレスが変更されました', [
        {
          p: `${PRODUCT_NAME}のログイン用メールアドレスが ${template.newEmail} に変更されました。今後のお知らせは新しいアドレスにお送りします。`,
        },
        {
          p: 'この変更に心当たりがない場合は、第三者に利用されている可能性があります。パスワードを再設定し、サポートまでご連絡ください。',
        },
        { link: template.resetUrl, label: 'パスワードを再設定する' },
      ]);
    case 'company_interest':
      return compose(`${template.companyName}があなたに興味を持っています`, [
        {
          p: template.jobTitle
            ? `${template.companyName}が、求人「${template.jobTitle}」についてあなたのポートフォリオに興味を持ちました。`
            : `${template.companyName}があなたのポートフォリオに興味を持ちました。`,
        },
        { p: '気持ちに近いものを選ぶだけで企業に伝わります（ログインは不要です）。' },
        { link: template.reactionUrls.wantToHear, label: '話を聞いてみたい' },
        { link: template.reactionUrls.interested, label: '興味がある' },
        { link: template.reactionUrls.notNow, label: '今は見送る' },
        { p: '興味通知の一覧はこちらです。' },
        { link: template.listUrl, label: '興味通知を見る' },
        {
          p: 'このお知らせは、メール設定の「新しい企業からのフォロー」がオンのときにお送りしています。',
        },
      ]);
    case 'new_messages':
      return compose(`${template.companyName}から新しいメッセージが届いています`, [
        { p: `${template.companyName}から未読のメッセージが${template.count}件あります。` },
        { link: template.threadUrl, label: 'メッセージを読む' },
        {
          p: 'このお知らせは、メール設定の「未返信メッセージのリマインド」がオンのときにお送りしています。',
        },
      ]);
    case 'career_update_request':
      return compose(`${template.companyName}から経歴の更新リクエストが届きました`, [
        { p: `${template.companyName}から、経歴を最新にしてほしいというリクエストが届きました。` },
        { p: template.message },
        { link: template.cvUrl, label: '経歴を更新する' },
        {
          p: 'このお知らせは、メール設定の「経歴更新リクエストのお知らせ」がオンのときにお送りしています。',
        },
      ]);
    case 'company_invitation':
      return compose(`${template.companyName}の採用担当者として招待されました`, [
        {
          p: template.inviterName
            ? `${template.inviterName}さんから、${PRODUCT_NAME}の${template.companyName}の企業アカウント（${template.roleLabel}）に招待されました。`
            : `${PRODUCT_NAME}の${template.companyName}の企業アカウント（${template.roleLabel}）に招待されました。`,
        },
        { p: '下のリンクを開き、表示名とパスワードを設定して招待を承諾してください。' },
        { link: template.acceptUrl, label: '招待を承諾する' },
        {
          p: `リンクの有効期限は${template.expiresInDays}日間で、一度だけ使えます。お心当たりのない場合は、このメールを破棄してください。`,
        },
      ]);
  }
}

/** Every http(s) URL of a text body, in order: what the development mailbox links. */
export const linksIn = (text: string): string[] => text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
