import type {
  publicPortfolioResponseSchema,
  teamTagsResponseSchema,
} from '@kiseki/contract/portfolio';
import type { z } from 'zod';
import { SHARE_TOKEN_META } from '../../shared/api/sharing';

export type PortfolioWire = z.infer<typeof publicPortfolioResponseSchema>;
export type TeamWire = z.infer<typeof teamTagsResponseSchema>;

/** Puts the server's share token into the document, as a full page load would. */
export function withShareToken(token = '123.abcdefghijklmnopqrstuvwxyz012345'): () => void {
  const meta = document.createElement('meta');
  meta.name = SHARE_TOKEN_META;
  meta.content = token;
  document.head.append(meta);
  return () => meta.remove();
}

const score = (type: number, value: number | null, ranking: number | null = null) => ({
  scorer_type: type,
  score: value,
  ranking,
  population: 1200,
  percentile: value === null ? null : 80,
  raw_value: 10,
  is_exist_output: value !== null,
  is_connected_sns: true,
  computed_at: 1_735_689_600,
});

export const portfolioWire = (overrides: Partial<PortfolioWire> = {}): PortfolioWire => ({
  person: {
    person_info: {
      id: 7,
      name: '木石 花子',
      bio: 'バックエンドとインフラが好きです。',
      avatar_url: null,
      github_html_url: 'https://github.com/hanako-kiseki',
      qiita_html_url: 'https://qiita.com/hanako-kiseki',
      zenn_html_url: null,
      note_html_url: null,
      speakerdeck_html_url: null,
      teratail_html_url: null,
      connpass_html_url: null,
      links: [{ label: 'ブログ', url: 'https://hanako.example.com/' }],
      share_id: 'hanako',
    },
    skill_tags_info: [
      { name: 'Go', level: 4, is_auto: false },
      { name: 'Kubernetes', level: 3, is_auto: false },
    ],
  },
  score_details: {
    '1000': score(1000, 3.52, 42),
    '1': score(1, 3.9, 30),
    '17': score(17, 3.14, 88),
    '3': score(3, 4.01),
    '4': score(4, 2.5),
    '5': score(5, null),
    '6': score(6, 3),
  },
  languages_info: [{ name: 'Go', bytes: 12000, ratio: 62.5, repo_count: 5 }],
  repos_info: [
    {
      id: 1,
      title: 'hanako-kiseki/kube-tools',
      url: 'https://github.com/hanako-kiseki/kube-tools',
      description: 'Kubernetes の運用ツール',
      language: 'Go',
      languages: [{ name: 'Go', bytes: 12000 }],
      contributions: 120,
      contributors_count: 3,
      forks: 4,
      is_fork: false,
      is_oss: true,
      is_owner: true,
      stargazers_count: 56,
      pushed_at: 1_735_689_600,
    },
  ],
  qiita_posts_info: [
    {
      id: 11,
      title: 'Go のエラー処理を整理する',
      url: 'https://qiita.com/hanako-kiseki/items/1',
      posted_at: 1_733_011_200,
      tags: ['Go'],
      summary: null,
      likes_count: 34,
      stockers_count: 20,
      headlines: [],
      updated_at: null,
    },
  ],
  zenn_articles_info: [],
  note_articles_info: [],
  blog_articles_info: [],
  speaker_deck_slides_info: [
    {
      id: 21,
      title: 'Kubernetes 入門',
      url: 'https://speakerdeck.com/hanako/k8s',
      description: null,
      presentation_date: 1_730_419_200,
      star_count: 5,
      view_count: 900,
    },
  ],
  teratail_replies_info: [],
  events_info: [
    {
      id: 31,
      title: 'Go Conference',
      url: 'https://connpass.com/event/1/',
      date: 1_727_740_800,
      is_presenter: true,
      is_organizer: false,
      is_tech_event: true,
      status: 'attended',
      place: '東京',
    },
  ],
  activities: [
    {
      date: 1_735_689_600,
      title: 'kube-tools にコミット',
      url: 'https://github.com/hanako-kiseki/kube-tools',
      type: 'github',
    },
  ],
  share_text:
    '木石 花子さんのポートフォリオ（総合スコア3.5、Go）をKisekiで公開しています。 #Kiseki',
  ...overrides,
});

export const teamWire = (overrides: Partial<TeamWire> = {}): TeamWire => ({
  team: { id: 'kiseki-dev', name: 'Kiseki 開発チーム' },
  members: [
    {
      id: 1,
      name: '木石 花子',
      share_id: 'hanako',
      skill_tags: [
        { name: 'Go', level: 4 },
        { name: 'React', level: 1 },
      ],
    },
    {
      id: 2,
      name: '木石 太郎',
      share_id: 'taro',
      skill_tags: [
        { name: 'TypeScript', level: 2 },
        { name: 'React', level: 2 },
      ],
    },
    {
      id: 3,
      name: '石 次郎',
      share_id: 'jiro',
      skill_tags: [{ name: 'Rust', level: 2 }],
    },
  ],
  tags: [
    { name: 'Go', total_level: 4, member_count: 1 },
    { name: 'React', total_level: 3, member_count: 2 },
  ],
  ...overrides,
});
