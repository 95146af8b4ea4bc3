import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush:
    'Þessi þjónn tekur aðeins við sendingum frá innskráðum notendum. Skráðu þig inn til að senda.',
  passphraseRequired: 'Þessi þjónn krefst lykilfrasa hér. Lágmarkslengd: {min}.',
  sealedRequired:
    'Þessi þjónn tekur aðeins við innsigluðum (dulkóðuðum enda á milli) sendingum af þessari gerð.',
  optionRequired: 'Þessi þjónn krefst þessa valkosts.',
  gateRequiredAny:
    'Þessi þjónn krefst hliðs: tilgreindu netföng viðtakenda, leyfðu aðeins meðlimum að opna tengilinn eða gefðu upp vistfangasvið.',
  gateRequiredEmail: 'Þessi þjónn krefst netfanga viðtakenda: aðeins þeir geta opnað tengilinn.',
  gateRequiredMember: 'Þessi þjónn krefst þess að aðeins innskráðir meðlimir geti opnað tengilinn.',
  lifeInHours: 'Leyfður líftími á þessum þjóni (klukkustundir): {min} til {max}.',
  mailDomains: 'Aðeins má senda tengla á netföng hjá: {domains}.',
  textAnswersOff: 'Slökkt er á textasendingum á þessum þjóni, svo aðeins er hægt að svara með skrám.',
};
