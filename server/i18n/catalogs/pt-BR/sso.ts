import type { AreaMessages } from '../../catalog.ts';

export const sso: AreaMessages<'sso'> = {
  signInWith: 'Entrar com {name}',
  signInWithProvider: 'Entrar com login único (SSO)',
  refusedTitle: 'Login único (SSO)',
  refusedHeading: 'Não foi possível entrar',
  refusedDomain:
    'Endereços de {domain} não podem entrar aqui. Entre com uma conta da sua organização ou pergunte a um administrador quais endereços podem entrar.',
  refusedUnverified:
    'Seu provedor de identidade não confirmou seu endereço de e-mail, então ele não pode ser associado a nenhuma conta aqui. Confirme o endereço com seu provedor e tente novamente.',
  refusedNoAccount: 'Não há nenhuma conta aqui para {email}. Peça a um administrador que convide você.',
  refusedState:
    'Este login não foi iniciado neste navegador, ou o link dele foi alterado no caminho. Comece de novo pela página de login.',
  refusedReplayed: 'Este login já foi usado. Se você não entrou, comece de novo pela página de login.',
  refusedExpired: 'Este login levou mais de 10 minutos e expirou. Comece de novo pela página de login.',
  refusedByProvider: 'Seu provedor de identidade não concluiu seu login: ele foi cancelado ou recusado lá.',
  providerDown:
    'Não é possível acessar seu provedor de identidade agora. Tente novamente em alguns minutos; se continuar acontecendo, avise um administrador.',
  providerError:
    'Não foi possível verificar a resposta do seu provedor de identidade, então você não entrou. Tente novamente; se continuar acontecendo, avise um administrador.',
  backToSignIn: 'Voltar para o login',
};
