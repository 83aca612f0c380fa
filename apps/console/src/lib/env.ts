/** Deployments that show the staging badge (spec 1 section 2). */
export const STAGING_ENVIRONMENTS = ['staging', 'qa', 'sandbox'] as const;

/** The deployment this build is for (PLAUDIT_ENV at build time). */
export const PLAUDIT_ENV: string = (import.meta.env.PLAUDIT_ENV ?? 'production').toLowerCase();

export function isStagingEnvironment(env: string = PLAUDIT_ENV): boolean {
  return (STAGING_ENVIRONMENTS as readonly string[]).includes(env.toLowerCase());
}
