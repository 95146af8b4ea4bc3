/** Words of the instance's policy: why a push was refused, beside the field it concerns. */
export const policy = {
  signInToPush: 'This server takes pushes from signed-in users only. Sign in to push.',
  passphraseRequired: 'This server requires a passphrase here. Minimum length: {min}.',
  sealedRequired: 'This server takes only sealed (end-to-end encrypted) pushes of this kind.',
  optionRequired: 'This server requires this option.',
  gateRequiredAny:
    'This server requires a gate: name the recipients’ e-mail addresses, let only members open the link, or give address ranges.',
  gateRequiredEmail: 'This server requires the recipients’ e-mail addresses: only they can open the link.',
  gateRequiredMember: 'This server requires that only members, signed in, can open the link.',
  lifeInHours: 'Lifetime allowed on this server (hours): {min} to {max}.',
  mailDomains: 'Links can only be mailed to addresses at: {domains}.',
  textAnswersOff: 'Text pushes are turned off on this server, so only files can answer.',
};
