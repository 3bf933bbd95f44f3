import { z } from 'zod';

export const SCHOOL_NAME_MIN = 2;
export const SCHOOL_NAME_MAX = 200;

export const schoolMessages = {
  nameRequired: 'School name is required.',
  nameTooShort: 'School name must be at least 2 characters long.',
  nameTooLong: `School name must be at most ${SCHOOL_NAME_MAX} characters long.`,
  restricted: 'This school is only available to students with a matching school email address.',
} as const;

export const schoolStatusValues = ['active', 'pending_review'] as const;

export const schoolSchema = z.object({
  school_id: z.number().int(),
  school_name: z.string(),
  /** A pattern matched against the student's email; '*', '.*', empty or null means open to all. */
  school_domain: z.string().nullable(),
  resource_link: z.string().nullable(),
  /** 'pending_review' for a school a student added and the team has not activated yet. */
  status: z.enum(schoolStatusValues),
  /** The school every student may pick ('Other / Not listed'). */
  is_catch_all: z.boolean(),
});
export type School = z.infer<typeof schoolSchema>;

export const schoolListSchema = z.array(schoolSchema);

export const createSchoolRequestSchema = z.object({
  school_name: z
    .string({ error: schoolMessages.nameRequired })
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .min(1, { error: schoolMessages.nameRequired, abort: true })
        .min(SCHOOL_NAME_MIN, schoolMessages.nameTooShort)
        .max(SCHOOL_NAME_MAX, schoolMessages.nameTooLong),
    ),
});
export type CreateSchoolRequest = z.input<typeof createSchoolRequestSchema>;
