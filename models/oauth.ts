/** The token endpoint's answer, as the spec gives it (note `expires_in` is a string of seconds). */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  expires_in: string;
  token_type: 'Bearer';
}

export type TokenGrantType = 'authorization_code' | 'refresh_token';

/** Fields of `POST /oauth/token`, sent as JSON or form-encoded; client credentials may come as HTTP Basic instead. */
export interface TokenRequest {
  grant_type: TokenGrantType;
  code?: string;
  refresh_token?: string;
  redirect_uri?: string;
  client_id?: string;
  client_secret?: string;
  /** PKCE (RFC 7636), when the authorization request carried a code_challenge. */
  code_verifier?: string;
}

/** Token endpoint errors follow RFC 6749 section 5.2 (the spec does not show them). */
export interface OAuthErrorBody {
  error: 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unauthorized_client' | 'unsupported_grant_type' | 'temporarily_unavailable';
  error_description: string;
}
