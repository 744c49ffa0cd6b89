/** Where a friend signs up with the code already filled in (the sign-up form reads ?ref_code=). */
export const signUpLink = (code: string, origin = window.location.origin) => `${origin}/auth/sign-up?ref_code=${encodeURIComponent(code)}`;
