export {
  buildCandidate,
  type CandidateBuild,
  type CandidateOverrides,
  insertCandidates,
} from './candidate.factory';
export {
  CANDIDATE_PERSONAS,
  CANDIDATE_PREFECTURE_WEIGHTS,
  type CandidatePersona,
  FAMILY_NAMES,
  GIVEN_NAMES,
  type NameReading,
} from './candidate-vocabulary';
export { type BuildOptions, buildCompany } from './company.factory';
export {
  companyProducts,
  INDUSTRIES,
  type IndustryProfile,
  industryByName,
  NAME_CORES,
  NAME_SUFFIXES,
  PREFECTURE_WEIGHTS,
} from './company-vocabulary';
export {
  buildExperience,
  createExperience,
  type ExperienceBuild,
  type ExperienceOverrides,
} from './experience.factory';
export {
  type CreatedJobDescription,
  createCompany,
  createJobDescription,
  ensureMasterData,
} from './insert';
export {
  buildJobDescription,
  type CompanyContext,
  drawSalary,
  type JobDescriptionBuild,
  type JobDescriptionOverrides,
  pickPositions,
  seniorityBand,
} from './job-description.factory';
export { composeJobText, type Seniority } from './job-description-text';
export {
  createOutput,
  createPublicSetting,
  createSnsAssociation,
  createTeam,
} from './portfolio.factory';
export { POSITION_PROFILES, type PositionProfile, positionFitsIndustry } from './position-profiles';
export { createRng, type Rng, seedFromText } from './random';
export { DAY_MS, FACTORY_NOW } from './time';
export { createRecruiter, createUser, TEST_PASSWORD } from './user.factory';
