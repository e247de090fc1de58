import type { FeatureFlags } from '../../../shared/api/session';
import type { IconName } from './icons';
import type { Section } from './sections';

export type NavIndicator = 'cvRequests' | 'jobSuggestions';

export interface NavItem {
  to: string;
  label: string;
  /** Label under the icon in the icon navigation, where about four characters fit. */
  shortLabel: string;
  section: Section;
  icon: IconName;
  indicator?: NavIndicator;
  /** Shown only while this feature flag is on. */
  flag?: keyof FeatureFlags;
}

/** Main navigation in the order of spec section 2. */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    to: '/person',
    label: 'ポートフォリオ',
    shortLabel: 'マイページ',
    section: 'person',
    icon: 'portfolio',
  },
  {
    to: '/analytics',
    label: 'アナリティクス',
    shortLabel: '分析',
    section: 'analytics',
    icon: 'analytics',
  },
  {
    to: '/activity',
    label: 'マイアクティビティ',
    shortLabel: '活動',
    section: 'activity',
    icon: 'activity',
  },
  {
    to: '/cv',
    label: '経歴',
    shortLabel: '経歴',
    section: 'cv',
    icon: 'career',
    indicator: 'cvRequests',
  },
  {
    to: '/jobs/home',
    label: '求人',
    shortLabel: '求人',
    section: 'jobs',
    icon: 'jobs',
    indicator: 'jobSuggestions',
  },
  {
    to: '/rewards',
    label: 'リワード',
    shortLabel: 'リワード',
    section: 'rewards',
    icon: 'rewards',
    flag: 'featureRewards',
  },
  { to: '/events', label: 'イベント', shortLabel: 'イベント', section: 'events', icon: 'events' },
  { to: '/config', label: '設定', shortLabel: '設定', section: 'config', icon: 'settings' },
];

export const visibleNavItems = (flags: FeatureFlags): NavItem[] =>
  NAV_ITEMS.filter((item) => !item.flag || flags[item.flag]);
