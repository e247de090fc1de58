import { JOB_POSITION_CATEGORIES, type JobPositionsWire, jobPositionsById } from '@kiseki/contract';

/**
 * The job position master as the position selector reads it, built once from the contract
 * (the source of truth; the database's master tables are copies of it).
 */
export const JOB_POSITIONS_ANSWER: JobPositionsWire = Object.freeze({
  job_positions: JOB_POSITION_CATEGORIES.map((category) => ({
    id: category.id,
    job_position_category_name: category.name,
    position_list: category.positionIds.map((id) => ({
      id,
      job_position_name: jobPositionsById.get(id)!.name,
    })),
  })),
});
