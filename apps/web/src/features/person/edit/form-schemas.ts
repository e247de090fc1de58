import {
  personUpdateRequestSchema,
  skillTagsUpdateRequestSchema,
} from '@kiseki/contract/portfolio';

/*
 * The schemas of /person/edit: the contract's request schemas, the ones the server checks
 * with. Loaded lazily by the forms (useContractForm): never import this at a screen's top.
 */

/** Name, bio and links; the form always sends all three, so none is optional here. */
export const profileFormSchema = personUpdateRequestSchema.required();

export const skillTagsFormSchema = skillTagsUpdateRequestSchema;
