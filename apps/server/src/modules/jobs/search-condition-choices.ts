import {
  JOB_POSITIONS,
  PREFERRED_CONDITIONS,
  type SearchConditionChoicesWire,
  TECH_TAGS,
} from '@kiseki/contract';

/**
 * The search filters' choices, built once from the contract's master data (the source of
 * truth; the database's master tables are copies of it), in the master's own order.
 */
export const SEARCH_CONDITION_CHOICES: SearchConditionChoicesWire = Object.freeze({
  tags: TECH_TAGS.map(({ id, name, group }) => ({ id, name, group })),
  position_names: JOB_POSITIONS.map(({ key, name }) => ({ key, name })),
  preferred_conditions: PREFERRED_CONDITIONS.map(({ id, label }) => ({ id, label })),
});
