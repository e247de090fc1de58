export { type BuildOptions, buildCompany } from './company.factory';
export {
  INDUSTRIES,
  type IndustryProfile,
  PREFECTURE_WEIGHTS,
} from './company-vocabulary';
export { type CreatedJobDescription, createCompany, createJobDescription } from './insert';
export {
  buildJobDescription,
  type CompanyContext,
  drawSalary,
  type JobDescriptionBuild,
  type JobDescriptionOverrides,
  pickPositions,
} from './job-description.factory';
export { POSITION_PROFILES, type PositionProfile, positionFitsIndustry } from './position-profiles';
export { createRng, type Rng } from './random';
export { DAY_MS, FACTORY_NOW } from './time';
export { createUser, TEST_PASSWORD } from './user.factory';
