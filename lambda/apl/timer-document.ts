// The running timer on a screen: the project, and a clock counting up on the device by itself. The clock
// is the time already run when the document was sent plus APL's `elapsedTime` (milliseconds since the
// document was shown), formatted by `Time.format`: no request goes back to the skill to move it on.
import { fullScreenDocument } from './document';

export const TIMER_TOKEN = 'runningTimer';

export const timerDocument = fullScreenDocument({
  justifyContent: 'center',
  alignItems: 'center',
  items: [
    { type: 'Text', text: '${payload.timer.heading}', fontSize: '28dp', color: '#9ca3af' },
    { type: 'Text', text: '${payload.timer.project}', fontSize: '40dp', textAlign: 'center', maxLines: 2, paddingTop: '8dp' },
    {
      type: 'Text',
      // Hours counted out by hand: Time.format's hours wrap at a day, and a forgotten timer runs longer.
      text: "${Math.floor((payload.timer.ranMs + elapsedTime) / 3600000)}:${Time.format('mm:ss', payload.timer.ranMs + elapsedTime)}",
      fontSize: '96dp',
      fontWeight: 'bold',
      paddingTop: '16dp',
    },
  ],
});
