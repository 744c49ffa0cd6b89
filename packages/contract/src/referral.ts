/** A push message of type referral_code: the referrer hears of the earning. */
export const REFERRAL_TEXTS = {
  earned_title: 'Referral earning',
  /** {amount}: what the referrer earned, formatted. */
  earned_body: 'You earned {amount} because someone you invited placed their first order.',
} as const;
