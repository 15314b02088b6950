// Totals and recaps on a screen: a title ("Today: 5 hours and 10 minutes") and a short list of projects
// with their time, biggest first.
import { fullScreenDocument } from './document';

export const TOTALS_TOKEN = 'totals';

export const totalsDocument = fullScreenDocument({
  paddingLeft: '48dp',
  paddingRight: '48dp',
  paddingTop: '32dp',
  items: [
    { type: 'Text', text: '${payload.totals.title}', fontSize: '36dp', fontWeight: 'bold', paddingBottom: '16dp' },
    {
      type: 'Sequence',
      grow: 1,
      data: '${payload.totals.rows}',
      items: [
        {
          type: 'Container',
          direction: 'row',
          justifyContent: 'spaceBetween',
          paddingBottom: '12dp',
          items: [
            { type: 'Text', text: '${data.project}', fontSize: '28dp', grow: 1, shrink: 1, maxLines: 1 },
            { type: 'Text', text: '${data.time}', fontSize: '28dp', color: '#9ca3af', paddingLeft: '24dp' },
          ],
        },
      ],
    },
  ],
});
