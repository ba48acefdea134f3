/** The demo account prefilled on the Safari test and login pages (SPEC 2 test pages). */
export const DEMO_USERNAME = "demo_detective";
/** Its password: public on purpose, so the account exists only when DEMO_ACCOUNT=true. */
export const DEMO_PASSWORD = "detective123";
