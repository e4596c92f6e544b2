import { exitOnStartFailure } from './config';
import { startServer } from './start-server';

startServer().catch(exitOnStartFailure);
