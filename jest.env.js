// Component tests render the site as the test build makes it: explicitly local, its contact form
// posting to the development outbox (the same GATSBY_LOCAL_OUTBOX `npm run build:local` sets).
// Tests that are about the configuration itself pass their own environment.
process.env.GATSBY_LOCAL_OUTBOX ??= "http://127.0.0.1:8025";
