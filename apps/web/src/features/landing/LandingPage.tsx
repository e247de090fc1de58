import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import { loginStatusQuery } from '../../shared/api/session';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import buttons from '../../shared/ui/button.module.css';
import styles from './LandingPage.module.css';

const FEATURES = [
  {
    title: 'アウトプットがそのままポートフォリオに',
    body: 'GitHub・Qiita・Zenn・connpass などのアカウントを連携するだけで、リポジトリや記事、登壇資料をひとつのページにまとめます。公開用のURLで、誰にでも共有できます。',
  },
  {
    title: '経歴と希望条件をひとまとめに',
    body: '職務経歴や学歴に加えて、希望年収・働き方・勤務地・やりたいことを登録できます。条件が伝わっているので、ミスマッチの少ない声がけが届きます。',
  },
  {
    title: 'あなたに合った求人を提案',
    body: '経歴とアウトプットから、技術や志向に合う求人を提案します。気になる求人には応募のほか、「興味あり」のリアクションで気軽に意思表示できます。',
  },
  {
    title: '市場での立ち位置がわかる',
    body: '同じ職種・経験のエンジニアとの年収比較、あなたのページを見た企業、企業が検索に使ったキーワードを確認して、次の一手を考えられます。',
  },
];

const STEPS = [
  {
    title: '無料で登録',
    body: 'メールアドレスで登録します。利用料はかかりません。',
  },
  {
    title: 'アカウントを連携',
    body: 'GitHub などを連携すると、ポートフォリオが自動で作成されます。',
  },
  {
    title: '企業とつながる',
    body: '求人を探したり、企業からの興味通知やメッセージを受け取ったりできます。',
  },
];

const ASSURANCES = [
  '転職意欲は「今は考えていない」から「積極的に探している」まで、いつでも変えられます。',
  '現在の勤務先など、見られたくない企業はブロックできます。',
  '生年月日などの公開・非公開は、ご自身で設定できます。',
];

function HeroIllustration() {
  return (
    <svg
      className={styles.illustration}
      viewBox="0 0 360 280"
      role="img"
      aria-label="ポートフォリオ画面のイメージ"
    >
      <rect x="20" y="20" width="320" height="240" rx="16" className={styles.illCard} />
      <circle cx="68" cy="68" r="24" className={styles.illAccent} />
      <rect x="104" y="52" width="120" height="12" rx="6" className={styles.illLine} />
      <rect x="104" y="74" width="80" height="10" rx="5" className={styles.illLineSoft} />
      <rect x="48" y="112" width="264" height="1.5" className={styles.illLineSoft} />
      <rect x="60" y="196" width="28" height="40" rx="4" className={styles.illBarSoft} />
      <rect x="104" y="170" width="28" height="66" rx="4" className={styles.illBarSoft} />
      <rect x="148" y="150" width="28" height="86" rx="4" className={styles.illBar} />
      <rect x="192" y="176" width="28" height="60" rx="4" className={styles.illBarSoft} />
      <rect x="236" y="136" width="28" height="100" rx="4" className={styles.illBar} />
      <path d="M60 150 L118 140 L162 124 L206 136 L250 112 L298 100" className={styles.illTrend} />
    </svg>
  );
}

/** Landing page for visitors: what Kiseki is, and the way in. Signed-in users go to analytics. */
export function LandingPage() {
  usePageTitle('エンジニアのためのキャリアプラットフォーム');
  const { data: loggedIn } = useQuery(loginStatusQuery);
  if (loggedIn) return <Navigate to="/analytics" replace />;

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="landing-title">
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>エンジニアのためのキャリアプラットフォーム</p>
            <h1 id="landing-title" className={styles.title}>
              あなたのアウトプットが、
              <wbr />
              次のキャリアを動かす。
            </h1>
            <p className={styles.lead}>
              Kiseki（キセキ）は、日々の開発や発信の積み重ねをポートフォリオにまとめ、技術と志向に合った企業との出会いをつくるサービスです。
            </p>
            <div className={styles.ctas}>
              <Link to="/signup/step1" className={buttons.primary}>
                無料で新規登録
              </Link>
              <Link to="/login" className={buttons.secondary}>
                ログイン
              </Link>
            </div>
          </div>
          <HeroIllustration />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="landing-features">
        <h2 id="landing-features" className={styles.sectionTitle}>
          Kisekiでできること
        </h2>
        <ul className={styles.features}>
          {FEATURES.map((feature) => (
            <li key={feature.title} className={styles.feature}>
              <h3 className={styles.featureTitle}>{feature.title}</h3>
              <p>{feature.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="landing-steps">
        <h2 id="landing-steps" className={styles.sectionTitle}>
          はじめかたは3ステップ
        </h2>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.featureTitle}>{step.title}</h3>
              <p>{step.body}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="landing-assurance">
        <h2 id="landing-assurance" className={styles.sectionTitle}>
          安心してお使いいただくために
        </h2>
        <ul className={styles.assurances}>
          {ASSURANCES.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </section>

      <section className={styles.closing} aria-labelledby="landing-closing">
        <h2 id="landing-closing" className={styles.closingTitle}>
          まずは、あなたのポートフォリオをつくってみませんか。
        </h2>
        <Link to="/signup/step1" className={`${buttons.primary} ${styles.closingButton}`}>
          無料で新規登録
        </Link>
      </section>
    </div>
  );
}

export { LandingPage as Component };
