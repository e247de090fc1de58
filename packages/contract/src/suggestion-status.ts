/** Job-description suggestion generation status (spec section 3 enumerations). */
export const SUGGESTION_GENERATION_STATUS = {
  NOT_REQUESTED: 0,
  REQUESTED: 1,
  COMPLETED: 2,
  FAILED: 3,
} as const;
