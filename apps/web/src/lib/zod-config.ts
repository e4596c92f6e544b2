import { z } from 'zod';

// The server's Content-Security-Policy forbids eval, which zod would otherwise probe for and
// use. This module must be imported before any schema is created.
z.config({ jitless: true });
