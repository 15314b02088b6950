// `npm run web-service`: the skill as a web service, for hosting it somewhere other than Lambda (the
// skill's endpoint set to "HTTPS" in the developer console, behind a TLS-terminating proxy). Every
// request's signature, timestamp and skill id are checked. Settings as for Lambda, plus PORT.
import { configFromEnv } from './config';
import { buildSkill } from './skill';
import { createWebEndpoint } from './web-endpoint';

const config = configFromEnv();
if (!config.skillId) {
  console.error('web-service: SKILL_ID is not set; a web endpoint must know its skill id to refuse requests meant for other skills');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);
createWebEndpoint(buildSkill(config), { verifyRequests: true, skillId: config.skillId, log: config.log })
  .listen(port, process.env.HOST ?? '0.0.0.0', () => config.log.info('web_service_listening', { port }))
  .on('error', (error) => {
    console.error(`web-service: ${error.message}`);
    process.exit(1);
  });
