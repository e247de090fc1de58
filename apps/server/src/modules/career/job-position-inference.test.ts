import {
  JOB_POSITION_KEYS,
  JOB_POSITIONS,
  type JobPositionKey,
} from '@kiseki/contract/master/job-positions';
import { describe, expect, it } from 'vitest';
import {
  conjecturesFor,
  type ExperienceWithPositions,
  inferJobPositions,
  normalizeForMatching,
} from './job-position-inference';

const infer = (positionName: string | null, description: string | null = null, org = '') =>
  inferJobPositions({ positionName, description, organizationName: org });

const idOf = (key: JobPositionKey) => {
  const position = JOB_POSITIONS.find((p) => p.key === key);
  if (!position) throw new Error(key);
  return position.id;
};

type Case = readonly [title: string | null, expected: readonly JobPositionKey[]];

describe('normalizeForMatching', () => {
  it.each([
    ['ｴﾝｼﾞﾆｱ', 'エンジニア'],
    ['ＳＲＥ', 'sre'],
    ['サーバーサイド', 'サバサイド'],
    ['サーバサイド', 'サバサイド'],
    ['ｻｰﾊﾞｰｻｲﾄﾞ', 'サバサイド'],
    ['サーバ－サイド', 'サバサイド'],
    ['front－end', 'front-end'],
    ['Tech　 Lead', 'tech lead'],
    ['QA・テスト エンジニア', 'qaテストエンジニア'],
    ['Ｒ＆Ｄ', 'r&d'],
    ['インフラ - SRE', 'インフラ-sre'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeForMatching(input)).toBe(expected);
  });
});

describe('inferJobPositions from Japanese titles', () => {
  it.each<Case>([
    ['フロントエンドエンジニア', ['FRONTEND_ENGINEER']],
    ['フロントエンジニア', ['FRONTEND_ENGINEER']],
    ['バックエンドエンジニア', ['BACKEND_ENGINEER']],
    ['サーバーサイドエンジニア', ['BACKEND_ENGINEER']],
    ['サーバサイドエンジニア', ['BACKEND_ENGINEER']],
    ['Webアプリケーションエンジニア', ['WEB_APPLICATION_ENGINEER']],
    ['Webエンジニア', ['WEB_APPLICATION_ENGINEER']],
    ['インフラエンジニア', ['INFRA_ENGINEER']],
    ['クラウドエンジニア', ['INFRA_ENGINEER']],
    ['AWSエンジニア', ['INFRA_ENGINEER']],
    ['信頼性エンジニア', ['SITE_RELIABILITY_ENGINEER']],
    ['Androidエンジニア', ['ANDROID_ENGINEER']],
    ['iOSエンジニア', ['IOS_ENGINEER']],
    ['Swift エンジニア', ['IOS_ENGINEER']],
    ['モバイルアプリエンジニア', ['MOBILE_ENGINEER']],
    ['アプリエンジニア', ['MOBILE_ENGINEER']],
    ['機械学習エンジニア', ['MACHINE_LEARNING_ENGINEER']],
    ['AIエンジニア', ['MACHINE_LEARNING_ENGINEER']],
    ['データサイエンティスト', ['DATA_SCIENTIST']],
    ['データエンジニア', ['DATA_ENGINEER']],
    ['ETLエンジニア', ['DATA_ENGINEER']],
    ['プロジェクトマネージャー', ['PROJECT_MANAGER']],
    ['プロジェクトマネジャー', ['PROJECT_MANAGER']],
    ['プロダクトマネージャー', ['PRODUCT_MANAGER']],
    ['テックリード', ['TECH_LEAD']],
    ['エンジニアリングマネージャー', ['ENGINEERING_MANAGER']],
    ['開発部長', ['ENGINEERING_MANAGER']],
    ['研究開発', ['RESEARCH_ENGINEER']],
    ['QA・テストエンジニア', ['TEST_ENGINEER']],
    ['テスター', ['TEST_ENGINEER']],
    ['ソフトウェアアーキテクト', ['SOFTWARE_ARCHITECT']],
    ['システムエンジニア', ['SYSTEM_ENGINEER']],
    ['SE/PG', ['SYSTEM_ENGINEER']],
    ['組み込みエンジニア', ['EMBEDDED_ENGINEER']],
    ['組込みソフトウェア開発', ['EMBEDDED_ENGINEER']],
    ['ファームウェアエンジニア', ['EMBEDDED_ENGINEER']],
    ['データベースエンジニア', ['DATABASE_ENGINEER']],
    ['ネットワークエンジニア', ['NETWORK_ENGINEER']],
    ['セキュリティエンジニア', ['SECURITY_ENGINEER']],
    ['スクラムマスター', ['SCRUM_MASTER']],
    ['ゲームプログラマー', ['GAME_ENGINEER']],
    ['執行役員 最高技術責任者', ['CTO']],
    ['コーポレートエンジニア', ['CORPORATE_ENGINEER']],
    ['情シス', ['CORPORATE_ENGINEER']],
    ['情報システム部', ['CORPORATE_ENGINEER']],
    ['UI/UXデザイナー', ['DESIGNER']],
    ['フルスタックエンジニア', ['FRONTEND_ENGINEER', 'BACKEND_ENGINEER']],
  ])('%s → %j', (title, expected) => {
    expect(infer(title)).toEqual(expected);
  });
});

describe('inferJobPositions from English titles and abbreviations', () => {
  it.each<Case>([
    ['Senior Frontend Engineer', ['FRONTEND_ENGINEER']],
    ['Front-End Developer', ['FRONTEND_ENGINEER']],
    ['FE', ['FRONTEND_ENGINEER']],
    ['React Engineer', ['FRONTEND_ENGINEER']],
    ['Vue.js エンジニア', ['FRONTEND_ENGINEER']],
    ['JavaScriptエンジニア', ['FRONTEND_ENGINEER']],
    ['Back End Engineer', ['BACKEND_ENGINEER']],
    ['Server-side Engineer', ['BACKEND_ENGINEER']],
    ['Javaエンジニア', ['BACKEND_ENGINEER']],
    ['Web Developer', ['WEB_APPLICATION_ENGINEER']],
    ['Infrastructure Engineer', ['INFRA_ENGINEER']],
    ['SRE', ['SITE_RELIABILITY_ENGINEER']],
    ['Site Reliability Engineer', ['SITE_RELIABILITY_ENGINEER']],
    ['Android Developer', ['ANDROID_ENGINEER']],
    ['iOS Developer', ['IOS_ENGINEER']],
    ['Mobile Engineer', ['MOBILE_ENGINEER']],
    ['Machine Learning Engineer', ['MACHINE_LEARNING_ENGINEER']],
    ['ML Engineer', ['MACHINE_LEARNING_ENGINEER']],
    ['Data Scientist', ['DATA_SCIENTIST']],
    ['Data Engineer', ['DATA_ENGINEER']],
    ['PM', ['PROJECT_MANAGER']],
    ['PMO', ['PROJECT_MANAGER']],
    ['Project Manager', ['PROJECT_MANAGER']],
    ['PdM', ['PRODUCT_MANAGER']],
    ['Product Manager', ['PRODUCT_MANAGER']],
    ['TL', ['TECH_LEAD']],
    ['Tech Lead', ['TECH_LEAD']],
    ['EM', ['ENGINEERING_MANAGER']],
    ['Engineering Manager', ['ENGINEERING_MANAGER']],
    ['Research Engineer', ['RESEARCH_ENGINEER']],
    ['R&D', ['RESEARCH_ENGINEER']],
    ['QA', ['TEST_ENGINEER']],
    ['SDET', ['TEST_ENGINEER']],
    ['SET', ['TEST_ENGINEER']],
    ['Test Engineer', ['TEST_ENGINEER']],
    ['Solutions Architect', ['SOFTWARE_ARCHITECT']],
    ['Systems Engineer', ['SYSTEM_ENGINEER']],
    ['Embedded Software Engineer', ['EMBEDDED_ENGINEER']],
    ['DBA', ['DATABASE_ENGINEER']],
    ['Network Engineer', ['NETWORK_ENGINEER']],
    ['Security Engineer', ['SECURITY_ENGINEER']],
    ['Scrum Master', ['SCRUM_MASTER']],
    ['Game Developer', ['GAME_ENGINEER']],
    ['Unity Engineer', ['GAME_ENGINEER']],
    ['Unreal Engine Programmer', ['GAME_ENGINEER']],
    ['CTO', ['CTO']],
    ['Chief Technology Officer', ['CTO']],
    ['Corporate Engineer', ['CORPORATE_ENGINEER']],
    ['Product Designer', ['DESIGNER']],
    ['Full-Stack Engineer', ['FRONTEND_ENGINEER', 'BACKEND_ENGINEER']],
  ])('%s → %j', (title, expected) => {
    expect(infer(title)).toEqual(expected);
  });
});

describe('inferJobPositions normalises full-width and half-width input', () => {
  it.each<Case>([
    ['ﾊﾞｯｸｴﾝﾄﾞｴﾝｼﾞﾆｱ', ['BACKEND_ENGINEER']],
    ['ＳＲＥ', ['SITE_RELIABILITY_ENGINEER']],
    ['ｉＯＳエンジニア', ['IOS_ENGINEER']],
    ['ＦＲＯＮＴ－ＥＮＤ　ＥＮＧＩＮＥＥＲ', ['FRONTEND_ENGINEER']],
    ['サーバ－サイドエンジニア', ['BACKEND_ENGINEER']],
    ['フロントエンド　エンジニア', ['FRONTEND_ENGINEER']],
    ['プロダクト・マネージャ', ['PRODUCT_MANAGER']],
    ['Ｒ＆Ｄ', ['RESEARCH_ENGINEER']],
    ['ﾃﾞｰﾀｻｲｴﾝﾃｨｽﾄ', ['DATA_SCIENTIST']],
  ])('%s → %j', (title, expected) => {
    expect(infer(title)).toEqual(expected);
  });
});

describe('inferJobPositions avoids false positives', () => {
  it.each<Case>([
    // Latin abbreviations only as whole tokens.
    ['npm パッケージ開発', []],
    ['PMP', []],
    ['SEO担当', []],
    ['Sales', []],
    ['SES営業', []],
    ['tl;dr', []],
    ['TL;DR', []],
    ['Mail配信担当', []],
    ['Thailand Office', []],
    ['Build Engineer', []],
    ['Guide', []],
    ['Email Marketing', []],
    ['em', []],
    ['HTMLコーダー', []],
    ['XML/YAML', []],
    ['Community Manager', []],
    ['Reactive Systems', []],
    ['Set up', []],
    // Japanese words that are not positions.
    ['営業', []],
    ['セールスエンジニア', []],
    ['事務', []],
    ['ソフトウェアエンジニア', []],
    ['', []],
    [null, []],
    // A specific phrase is not counted again by the shorter pattern inside it.
    ['社内SE', ['CORPORATE_ENGINEER']],
    ['社内システムエンジニア', ['CORPORATE_ENGINEER']],
    ['System Engineer', ['SYSTEM_ENGINEER']],
    ['Webアプリエンジニア', ['WEB_APPLICATION_ENGINEER']],
    ['React Native エンジニア', ['MOBILE_ENGINEER']],
    ['UIエンジニア', ['FRONTEND_ENGINEER']],
    ['ペネトレーションテスター', ['SECURITY_ENGINEER']],
    ['AI/ML', ['MACHINE_LEARNING_ENGINEER']],
  ])('%s → %j', (title, expected) => {
    expect(infer(title)).toEqual(expected);
  });

  it.each([
    ['PMと連携して要件定義を担当'],
    ['単体テストと結合テストを書いた'],
    ['決済機能をアプリに組み込み、リリースした'],
    ['HTML/CSS/YAML を書いた'],
    ['Terraform を少し触った'],
    ['tl;dr: 大規模リプレイスを完遂'],
    ['社内の email 配信基盤と build の改善'],
  ])('a description with only weak or false hits gives nothing: %s', (description) => {
    expect(infer(null, description)).toEqual([]);
  });
});

describe('inferJobPositions weighs title, description and organization', () => {
  it('infers from a job-title phrase in the description', () => {
    expect(infer(null, 'バックエンドエンジニアとしてAPIを開発')).toEqual(['BACKEND_ENGINEER']);
  });

  it('reads a development phrase in the description but not a lone framework', () => {
    expect(infer('エンジニア', 'Ruby on Rails による Web サービス開発')).toEqual([
      'WEB_APPLICATION_ENGINEER',
    ]);
  });

  it('needs several distinct hints when the description has no job-title phrase', () => {
    expect(infer('エンジニア', 'Terraform と Kubernetes で基盤を運用')).toEqual(['INFRA_ENGINEER']);
  });

  it('adds a description position after the title position', () => {
    expect(infer('バックエンドエンジニア', 'インフラ構築も担当')).toEqual([
      'BACKEND_ENGINEER',
      'INFRA_ENGINEER',
    ]);
  });

  it('never lets many description hits outrank a title hit', () => {
    expect(
      infer('React エンジニア', 'インフラ構築、AWS、Terraform、Kubernetes、Ansible を担当'),
    ).toEqual(['FRONTEND_ENGINEER', 'INFRA_ENGINEER']);
  });

  it('suggests games from a game company only for a generic engineer title', () => {
    expect(infer('エンジニア', null, '株式会社ゲームスタジオ')).toEqual(['GAME_ENGINEER']);
    expect(infer('Software Engineer', null, 'Example Games Inc.')).toEqual(['GAME_ENGINEER']);
    expect(infer('バックエンドエンジニア', null, 'ゲーム株式会社')).toEqual(['BACKEND_ENGINEER']);
    expect(infer('営業', null, 'ゲーム株式会社')).toEqual([]);
    expect(infer(null, null, 'ゲーム株式会社')).toEqual([]);
    expect(infer('エンジニア', null, '株式会社サンプル')).toEqual([]);
  });

  it('suggests research from a research institute for a generic engineer title', () => {
    expect(infer('エンジニア', null, '産業技術総合研究所')).toEqual(['RESEARCH_ENGINEER']);
  });
});

describe('inferJobPositions orders, deduplicates and caps', () => {
  it.each<Case>([
    // Equal weights: the order in the title.
    ['iOS/Androidエンジニア', ['IOS_ENGINEER', 'ANDROID_ENGINEER']],
    ['テックリード / バックエンドエンジニア', ['TECH_LEAD', 'BACKEND_ENGINEER']],
    ['ゲームデザイナー', ['GAME_ENGINEER', 'DESIGNER']],
    // A full title phrase outranks an abbreviation written first.
    ['PM / テックリード', ['TECH_LEAD', 'PROJECT_MANAGER']],
    ['PdM / PM', ['PRODUCT_MANAGER', 'PROJECT_MANAGER']],
    // Mobile gives way to a named platform.
    ['モバイルエンジニア（iOS/Android）', ['IOS_ENGINEER', 'ANDROID_ENGINEER']],
    ['モバイルアプリエンジニア（Android）', ['ANDROID_ENGINEER']],
    // Several patterns for one position give it once.
    ['SRE (Site Reliability Engineer)', ['SITE_RELIABILITY_ENGINEER']],
    ['PM/PL', ['PROJECT_MANAGER']],
    ['QAエンジニア / テスト自動化', ['TEST_ENGINEER']],
    // At most three.
    [
      'フロントエンド / バックエンド / インフラ / SRE',
      ['FRONTEND_ENGINEER', 'BACKEND_ENGINEER', 'INFRA_ENGINEER'],
    ],
    ['CTO / EM / テックリード / PM', ['CTO', 'TECH_LEAD', 'ENGINEERING_MANAGER']],
  ])('%s → %j', (title, expected) => {
    expect(infer(title)).toEqual(expected);
  });

  it('puts title positions before description positions of equal standing', () => {
    expect(infer('データエンジニア', 'フロントエンド開発とReactでの画面実装')).toEqual([
      'DATA_ENGINEER',
      'FRONTEND_ENGINEER',
    ]);
  });
});

describe('conjecturesFor', () => {
  const experience = (
    id: number,
    positionName: string | null,
    positions: number[] = [],
    description: string | null = null,
  ): ExperienceWithPositions => ({
    id,
    positionName,
    description,
    organizationName: '株式会社サンプル',
    positions,
  });

  it('conjectures only for experiences without positions, mapping keys to master ids', () => {
    const result = conjecturesFor([
      experience(1, 'フルスタックエンジニア'),
      experience(2, 'SRE', [idOf('INFRA_ENGINEER')]),
      experience(3, 'テックリード'),
      experience(4, '営業'),
      experience(5, null, [], 'データエンジニアとしてETL基盤を構築'),
    ]);
    expect(result).toEqual([
      { experienceId: 1, jobPositionId: idOf('FRONTEND_ENGINEER') },
      { experienceId: 1, jobPositionId: idOf('BACKEND_ENGINEER') },
      { experienceId: 3, jobPositionId: idOf('TECH_LEAD') },
      { experienceId: 5, jobPositionId: idOf('DATA_ENGINEER') },
    ]);
  });

  it('uses the master ids rather than positions in the key list', () => {
    const [conjecture] = conjecturesFor([experience(7, 'データエンジニア')]);
    expect(conjecture).toEqual({ experienceId: 7, jobPositionId: idOf('DATA_ENGINEER') });
    expect(conjecture?.jobPositionId).not.toBe(JOB_POSITION_KEYS.indexOf('DATA_ENGINEER'));
  });

  it('answers nothing when every experience already has positions', () => {
    expect(
      conjecturesFor([
        experience(1, 'バックエンドエンジニア', [idOf('BACKEND_ENGINEER')]),
        experience(2, 'PM', [idOf('PRODUCT_MANAGER')]),
      ]),
    ).toEqual([]);
    expect(conjecturesFor([])).toEqual([]);
  });

  it('keeps the caller’s id type', () => {
    expect(
      conjecturesFor([
        {
          id: 'a1',
          positionName: 'iOSエンジニア',
          description: null,
          organizationName: '',
          positions: [],
        },
      ]),
    ).toEqual([{ experienceId: 'a1', jobPositionId: idOf('IOS_ENGINEER') }]);
  });
});
