// The skill as an HTTPS web service (or, locally, over plain HTTP). Deployed this way, every request's
// signature and timestamp are checked, so only Alexa can call it; the local console turns that off.
import type { Skill as CustomSkill } from 'ask-sdk-core';
import { ExpressAdapter } from 'ask-sdk-express-adapter';
import express from 'express';

export function createWebEndpoint(skill: CustomSkill, options: { verifyRequests: boolean }): express.Express {
  const app = express();
  app.disable('x-powered-by');
  const adapter = new ExpressAdapter(skill, options.verifyRequests, options.verifyRequests);
  app.post('/', adapter.getRequestHandlers());
  return app;
}
