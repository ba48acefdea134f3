// The server creates this account only when DEMO_ACCOUNT=true; the words live in the contracts.
export { DEMO_PASSWORD, DEMO_USERNAME } from "../../contracts/demo";
