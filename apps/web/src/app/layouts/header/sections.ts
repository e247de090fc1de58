/**
 * Sections of the site for navigation highlighting (spec section 2), matched by the first
 * path segment. Company pages belong to the jobs section: they are reached from job listings.
 */
export type Section =
  | 'cv'
  | 'jobs'
  | 'home'
  | 'discovery'
  | 'config'
  | 'activity'
  | 'interest-notifications'
  | 'messages'
  | 'restricted'
  | 'analytics'
  | 'rewards'
  | 'person'
  | 'events';

const SECTION_OF_SEGMENT: Record<string, Section> = {
  cv: 'cv',
  jobs: 'jobs',
  companies: 'jobs',
  home: 'home',
  discovery: 'discovery',
  config: 'config',
  activity: 'activity',
  'interest-notifications': 'interest-notifications',
  messages: 'messages',
  restricted: 'restricted',
  analytics: 'analytics',
  rewards: 'rewards',
  person: 'person',
  events: 'events',
};

export function sectionOf(pathname: string): Section | undefined {
  const segment = pathname.split('/')[1] ?? '';
  return Object.hasOwn(SECTION_OF_SEGMENT, segment) ? SECTION_OF_SEGMENT[segment] : undefined;
}
