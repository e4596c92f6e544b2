import { exitOnStartFailure } from './config';
import { webDevPlugin } from './plugins/web-dev';
import { startServer } from './start-server';

/** `npm run dev`: the site with the web app served from its sources (plugins/web-dev.ts). */
startServer({ web: webDevPlugin }).catch(exitOnStartFailure);
