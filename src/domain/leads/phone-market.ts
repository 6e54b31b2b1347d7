// The markets whose phone rules SPEC §5 defines. A site's market decides which
// phone pattern, message and E.164 conversion apply.
export type PhoneMarket = "AU" | "NZ" | "US";

export const PHONE_MARKETS: readonly PhoneMarket[] = ["AU", "NZ", "US"];

/**
 * SPEC §5: "One specific test number is always accepted" and "One specific number is
 * always mapped to a fixed +61 form". The spec does not name it; we use an Australian
 * mobile made of zeros so dealers' staff and our e2e tests can send a lead from any
 * market's site (NZ and US patterns would otherwise reject it) without a real number.
 * It is accepted by validatePhone in every market and normaliseMobile maps it to
 * TEST_PHONE_E164 in every market.
 */
export const TEST_PHONE_NUMBER = "0400000000";
export const TEST_PHONE_E164 = "+61400000000";
