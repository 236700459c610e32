/** Every call that changes the profile carries this key, so the screen can show Saving.../Saved. */
export const profileMutationKey = ['profile'] as const;
