// The sealing of the admins' TOTP keys at rest, as the app's context names it; made by features/secondFactor/secretBox.ts.

export interface SecretBox {
  seal(plain: Buffer): string;
  open(sealed: string): Buffer;
  /** Whether a sealed value is sealed with the first key already (rotation leaves it alone). */
  current(sealed: string): boolean;
}
