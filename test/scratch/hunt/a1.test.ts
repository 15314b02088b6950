import { convo } from './h';
const h = convo();
jest.setTimeout(120_000);

test('log taken off running timer, resume refused twice', async () => {
  await h.say('ask time tracker to start a timer for greenleaf yoga studio');
  h.at('11:00');
  await h.say('ask time tracker to log 45 minutes on internal admin');
  h.fault({ errorRate: 1, method: 'POST', path: /\/resume$/ });
  await h.say('yes');
  h.fault(null);
  await h.dump();
});
