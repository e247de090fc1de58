/**
 * Titles of the screens not built yet, by route path. They live in the ComingSoon chunk rather
 * than in the route table, so the first visit does not download some seventy page titles.
 * A route built with comingSoon(path) must have its path here (routes.test checks both ways).
 */
export const COMING_SOON_TITLES: Readonly<Record<string, string>> = {
  '/unsubscribe': 'メール配信の停止',
  '/config/notifications': '通知設定',
  '/config/program': 'プログラム設定',
  '/config/api-key': 'APIキー',
  '/person/hatsuyume2025': '初夢2025',
  '/person/oss-boost': 'OSSブースト',
  '/person/oss_boost': 'OSSブースト',
  '/activity': 'マイアクティビティ',
  '/restricted': 'ご利用いただけない機能です',
  '/achievement': 'アチーブメント',
  '/analytics': '年収比較',
  '/rewards': 'リワード',
  '/rewards/:id': 'リワード詳細',
  '/vote_campaign/:id': '投票キャンペーン',
  '/market_value_report': '市場価値レポート',
  '/market_value_report/lite': '市場価値レポート（簡易版）',
  '/event-1aca031e4ab3': 'スペシャルイベント',
  '/events': 'イベント',
  '/events/:id': 'イベント詳細',
  '/ai_review_share/:share_event_key': 'AIレビュー結果',
};
