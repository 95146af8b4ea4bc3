import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush:
    'Þessi þjónn tekur aðeins við sendingum frá innskráðum notendum. Skráðu þig inn til að senda.',
  passphraseRequired: 'Þessi þjónn krefst lykilfrasa hér. Lágmarkslengd: {min}.',
  sealedRequired:
    'Þessi þjónn tekur aðeins við innsigluðum (dulkóðuðum enda á milli) sendingum af þessari gerð.',
  optionRequired: 'Þessi þjónn krefst þessa valkosts.',
  lifeInHours: 'Leyfður líftími á þessum þjóni (klukkustundir): {min} til {max}.',
  mailDomains: 'Aðeins má senda tengla á netföng hjá: {domains}.',
  textAnswersOff: 'Slökkt er á textasendingum á þessum þjóni, svo aðeins er hægt að svara með skrám.',
};
