/** touches_auth: authentication, sessions, tokens, passwords, crypto, permissions, secret files. */
import { DEFAULT_SECRET_FILES } from "../../llm/tools/secretFiles.js";
import { words, type SignalRule } from "./ruleKit.js";

export const AUTH_RULES: readonly SignalRule[] = [
  // ── touches_auth: authentication, sessions, tokens, passwords, crypto, permissions ──
  {
    flag: "touches_auth",
    topic: "auth, sessions, credentials, crypto or permissions in the path",
    pathWords: new RegExp(
      [
        "auth(?!or(?!i[sz]))", // auth, oauth, authn, authz, authentication, authorize; not author(s)/authoring
        "passw(?:or)?d",
        "passphrase",
        "credential",
        "secret(?!ar)",
        "session",
        "permission",
        "crypt(?!ic)",
        "cipher",
        "hmac",
        "keystore|keychain|keyring",
        "certificate",
        words("jwt|jwk|jws|jose|sso|saml|oidc|openid|mfa|otp|totp|2fa|rbac|abac|acl|acls|csrf|xsrf|cors|tls|ssl"),
        words("login|logout|logon|signin|signout|signup|apikey|apikeys"),
        words("(?:log|sign) (?:in|out|up)"),
        words("(?:api|access|refresh|id|bearer) (?:key|keys|token|tokens)"),
      ].join("|"),
    ),
  },
  {
    flag: "touches_auth",
    topic: "keys, certificates and secret files",
    paths: [
      "**/*.{pem,key,crt,cer,der,p12,pfx,jks,keystore,gpg,kdbx}",
      "**/id_{rsa,dsa,ecdsa,ed25519}{,.pub}",
      "**/.env",
      "**/.env.*",
      "**/.htpasswd",
      "**/sudoers",
      "**/sudoers.d/**",
      "**/.ssh/**",
    ],
  },
  {
    flag: "touches_auth",
    topic: "auth, credentials, tokens and crypto in added lines",
    addedLines:
      /auth(?!or(?!i[sz]))|passw(?:or)?d|passphrase|credential|secret(?!ar)|crypt(?!ic)|cipher|hmac|pbkdf2|argon2|jwt|jsonwebtoken|bearer|csrf|xsrf|\bsaml\b|\boidc\b|openid|\bsso\b|\bmfa\b|\btotp\b|permission|\brbac\b|\bacls?\b|access[_-]?control|private[_ -]?key|api[_-]?key|(?:access|refresh|session|api)[_-]?tokens?|\bid[_-]?tokens?/i,
  },
  {
    flag: "touches_auth",
    topic: "sessions and cookies in added lines",
    addedLines:
      /\b(?:req|request|ctx|flask)\.session\b|\bsession\[|\bsession_start\s*\(|express-session|cookie-session|\bHttpSession\b|\bSessionMiddleware\b|set-cookie|\bsetcookie\s*\(|httponly|samesite|\bres\.cookie\s*\(|\.cookies\.set\s*\(/i,
  },
  {
    flag: "touches_auth",
    topic: "crypto APIs, access checks and TLS verification in added lines",
    addedLines:
      /\bhashlib\b|\bcreateHash\b|\bcreateSign\b|\bcreateVerify\b|crypto\.subtle|getRandomValues|\brandomBytes\b|\bMessageDigest\b|\bSecureRandom\b|\bnacl\b|libsodium|\bopenssl\b|@(?:PreAuthorize|PostAuthorize|Secured|RolesAllowed|PermitAll|DenyAll)\b|@login_required|@permission_required|\bis[_-]?admin\b|\brequire[_-]?admin|\bCanActivate\b|@UseGuards\b|\bverify\s*=\s*False\b|InsecureSkipVerify|\bCERT_NONE\b|check_hostname\s*=\s*False|\bcors\b|Access-Control-Allow-/i,
  },
  {
    flag: "touches_auth",
    topic: "service tokens in added lines (GITHUB_TOKEN, NPM_TOKEN …)",
    // Named services only: parsers have NEXT_TOKEN and UNEXPECTED_TOKEN.
    addedLines: /\b(?:[A-Z][A-Z0-9_]*_)?(?:GITHUB|GH|GITLAB|NPM|PYPI|NUGET|SLACK|DISCORD|VAULT|BOT|PAT)_TOKEN\b/,
  },

  // Secret files (secretFiles.ts) are withheld from the model: the security lane notes the change instead.
  {
    flag: "touches_auth",
    topic: "secret files (withheld from review)",
    paths: DEFAULT_SECRET_FILES.map((pattern) => `**/${pattern}`),
  },
];
