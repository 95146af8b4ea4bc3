/** Words of a request's gate: the answerer's address and mailed code, the request form's fieldset, who answered. */
export const requestGate = {
  emailHeading: 'This request is for one person only',
  emailAsk:
    'Enter your e-mail address. If the requester chose it, we mail you a code that opens the request.',
  codeSent:
    'If {email} may answer this request, a code is on its way to it. The code works once, within {duration}.',
  networkText: 'This request can only be answered from the network its requester chose.',
  codeSubject: 'Your code for a request on {site}',
  codeMail: 'Your code to answer the request sent to you on {site}: {code}',
  legend: 'Who may answer',
  emailsLabel: 'Only these addresses or @domains may answer',
  emailsHint: 'Separated by commas. Whoever answers proves their address with a code mailed to it.',
  emailUnavailable:
    'This server sends no mail, so it cannot check an address: choose members or address ranges instead.',
  notAccepted: 'Check these entries: addresses, @domains, or address ranges such as 192.0.2.0/24.',
  auditAnsweredCode: 'Answered by {email}, verified by a mailed code',
  auditAnsweredMember: 'Answered by {email} (signed in)',
  auditAnsweredNetwork: 'Answered from an allowed network',
  answeredByCode: 'Answered by {email}, verified by a mailed code.',
  answeredBySignIn: 'Answered by {email} (signed in).',
};
