import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { authMessages } from './messages';

export default {
  signInTitle: 'Hola de nuevo',
  signInLead: 'Inicia sesión para guardar recursos, crear kits de herramientas y mantener tu perfil.',
  signingIn: 'Iniciando sesión…',
  noAccount: '¿No tienes una cuenta?',
  toSignUp: 'Regístrate',
  signUpTitle: 'Crea tu cuenta',
  signUpLead:
    'Únete a Quadkit para guardar recursos, crear kits de herramientas y recibir recomendaciones para tus estudios.',
  signUp: 'Registrarse',
  signingUp: 'Creando la cuenta…',
  haveAccount: '¿Ya tienes una cuenta?',
  toSignIn: 'Inicia sesión',
  email: 'Correo electrónico',
  password: 'Contraseña',
  forgot: '¿Olvidaste tu contraseña?',
  close: 'Cerrar',
  signedInAs: 'Sesión iniciada como {email}.',
} satisfies Translation<typeof authMessages.en>;
