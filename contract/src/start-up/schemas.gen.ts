// Generated from the contract's schemas by `npm run contract:start-up`. Do not edit:
// tests/start-up-schemas.test.ts fails when it no longer matches them.
import type { JsonSchema } from "./json-schema.ts"

export const schemas: Readonly<Record<"config" | "theme" | "languages" | "portalTexts" | "storedSession" | "visitorPass", JsonSchema>> = {
  "config": {
    "$id": "config",
    "$ref": "#/$defs/Config",
    "$defs": {
      "KioskSettings": {
        "type": "object",
        "properties": {
          "enabled": {
            "type": "boolean"
          },
          "idleSeconds": {
            "type": "integer",
            "minimum": 30,
            "maximum": 900,
            "format": "int32"
          },
          "allowedOrigins": {
            "type": "array",
            "items": {
              "type": "string",
              "pattern": "^https?:\\/\\/[A-Za-z0-9.-]+(:[0-9]{1,5})?$",
              "maxLength": 2048
            },
            "minItems": 1,
            "maxItems": 5
          },
          "receiptPaperMm": {
            "type": "number",
            "enum": [
              58,
              80
            ]
          },
          "attractMessage": {
            "type": "object",
            "properties": {
              "en": {
                "type": "string",
                "minLength": 1,
                "maxLength": 140
              },
              "fr": {
                "type": "string",
                "minLength": 1,
                "maxLength": 140
              }
            },
            "required": [
              "en"
            ],
            "additionalProperties": true
          }
        },
        "required": [
          "enabled",
          "idleSeconds",
          "allowedOrigins",
          "receiptPaperMm",
          "attractMessage"
        ],
        "additionalProperties": true
      },
      "PlainConfig": {
        "type": "object",
        "properties": {
          "apiRoot": {
            "type": "string",
            "minLength": 1,
            "maxLength": 2048
          },
          "captchaKey": {
            "type": "string",
            "maxLength": 4096
          },
          "captchaKeyV2": {
            "type": "string",
            "maxLength": 4096
          },
          "captchaEnterpriseURL": {
            "type": "string",
            "maxLength": 2048
          },
          "companyID": {
            "type": "string",
            "maxLength": 100
          },
          "themeRoot": {
            "type": "string",
            "pattern": "^\\/[A-Za-z0-9/_-]*$",
            "maxLength": 255
          },
          "kiosk": {
            "$ref": "#/$defs/KioskSettings"
          }
        },
        "required": [
          "apiRoot",
          "captchaKey",
          "captchaKeyV2",
          "captchaEnterpriseURL",
          "companyID"
        ],
        "additionalProperties": true
      },
      "EncryptedConfig": {
        "type": "object",
        "properties": {
          "encryptedApiRoot": {
            "type": "string",
            "minLength": 1,
            "maxLength": 4096
          },
          "saltKey": {
            "type": "string",
            "minLength": 1,
            "maxLength": 4096
          },
          "appID": {
            "type": "string",
            "minLength": 1,
            "maxLength": 100
          },
          "captchaKey": {
            "type": "string",
            "maxLength": 4096
          },
          "captchaKeyV2": {
            "type": "string",
            "maxLength": 4096
          },
          "captchaEnterpriseURL": {
            "type": "string",
            "maxLength": 2048
          },
          "companyID": {
            "type": "string",
            "maxLength": 100
          },
          "themeRoot": {
            "type": "string",
            "pattern": "^\\/[A-Za-z0-9/_-]*$",
            "maxLength": 255
          },
          "kiosk": {
            "$ref": "#/$defs/KioskSettings"
          }
        },
        "required": [
          "encryptedApiRoot",
          "saltKey",
          "appID",
          "captchaKey",
          "captchaKeyV2",
          "captchaEnterpriseURL",
          "companyID"
        ],
        "additionalProperties": true
      },
      "Config": {
        "anyOf": [
          {
            "$ref": "#/$defs/PlainConfig"
          },
          {
            "$ref": "#/$defs/EncryptedConfig"
          }
        ]
      }
    }
  },
  "theme": {
    "$id": "theme",
    "$ref": "#/$defs/ProviderTheme",
    "$defs": {
      "ImageFileName": {
        "type": "string",
        "pattern": "^[A-Za-z0-9_./-]+\\.(gif|jpg|jpeg|tiff|png|webp|bmp|svg|GIF|JPG|JPEG|TIFF|PNG|WEBP|BMP|SVG)$",
        "allOf": [
          {
            "pattern": "^(?!(?:.*\\/)?\\.\\.(?:\\/|$))"
          }
        ],
        "maxLength": 255
      },
      "ThemeImageSet": {
        "type": "object",
        "properties": {
          "logo": {
            "$ref": "#/$defs/ImageFileName"
          },
          "compactLogo": {
            "$ref": "#/$defs/ImageFileName"
          },
          "footerLogo": {
            "$ref": "#/$defs/ImageFileName"
          },
          "help": {
            "type": "object",
            "properties": {
              "accountNumber": {
                "$ref": "#/$defs/ImageFileName"
              },
              "serviceID": {
                "$ref": "#/$defs/ImageFileName"
              },
              "lastStatementBalance": {
                "$ref": "#/$defs/ImageFileName"
              }
            },
            "required": [
              "accountNumber",
              "serviceID",
              "lastStatementBalance"
            ],
            "additionalProperties": true
          }
        },
        "required": [
          "logo",
          "compactLogo",
          "footerLogo",
          "help"
        ],
        "additionalProperties": true
      },
      "ThemeImages": {
        "type": "object",
        "properties": {
          "en": {
            "$ref": "#/$defs/ThemeImageSet"
          },
          "fr": {
            "$ref": "#/$defs/ThemeImageSet"
          }
        },
        "required": [
          "en"
        ],
        "additionalProperties": true
      },
      "AccountType": {
        "type": "string",
        "enum": [
          "Checking",
          "Savings"
        ]
      },
      "ThemeSettings": {
        "type": "object",
        "properties": {
          "allowQuickPay": {
            "type": "boolean"
          },
          "allowMakePayment": {
            "type": "boolean"
          },
          "useLastStatementBalance": {
            "type": "boolean"
          },
          "useOldStatementBalance": {
            "type": "boolean"
          },
          "requireEmailUsername": {
            "type": "boolean"
          },
          "additionalPasswordReqs": {
            "type": "boolean"
          },
          "passwordCharsToMatch": {
            "type": "integer",
            "minimum": 2,
            "maximum": 50,
            "format": "int32"
          },
          "splitRoutingNumber": {
            "type": "boolean"
          },
          "hideAccountType": {
            "type": "boolean"
          },
          "defaultAccountType": {
            "$ref": "#/$defs/AccountType"
          },
          "hideUsage": {
            "type": "boolean"
          },
          "showUnpaidBalance": {
            "type": "boolean"
          },
          "enablePaymentsSinceLastBill": {
            "type": "boolean"
          },
          "hideOnlineEnrollmentLink": {
            "type": "boolean"
          },
          "useMandatoryEBill": {
            "type": "boolean"
          },
          "idleDetectionMs": {
            "type": "integer",
            "minimum": 500,
            "maximum": 600000,
            "format": "int32"
          },
          "passkeys": {
            "type": "string",
            "enum": [
              "off",
              "optional"
            ]
          },
          "secondFactor": {
            "type": "string",
            "enum": [
              "off",
              "optional",
              "required"
            ]
          }
        },
        "required": [
          "allowQuickPay",
          "allowMakePayment",
          "useLastStatementBalance",
          "useOldStatementBalance",
          "requireEmailUsername",
          "additionalPasswordReqs",
          "passwordCharsToMatch",
          "splitRoutingNumber",
          "hideAccountType",
          "defaultAccountType",
          "hideUsage",
          "showUnpaidBalance",
          "enablePaymentsSinceLastBill",
          "hideOnlineEnrollmentLink",
          "useMandatoryEBill",
          "idleDetectionMs",
          "passkeys",
          "secondFactor"
        ],
        "additionalProperties": true
      },
      "Colour": {
        "type": "string",
        "pattern": "^#[0-9a-fA-F]{6}$",
        "maxLength": 7
      },
      "FontStack": {
        "type": "string",
        "pattern": "^[A-Za-z0-9 ,'-]+$",
        "maxLength": 200
      },
      "CssLength": {
        "type": "string",
        "pattern": "^[0-9]+(\\.[0-9]+)?(px|rem)$",
        "maxLength": 20
      },
      "ThemeStyles": {
        "type": "object",
        "properties": {
          "colors": {
            "type": "object",
            "properties": {
              "primary": {
                "$ref": "#/$defs/Colour"
              },
              "onPrimary": {
                "$ref": "#/$defs/Colour"
              },
              "secondary": {
                "$ref": "#/$defs/Colour"
              },
              "background": {
                "$ref": "#/$defs/Colour"
              },
              "surface": {
                "$ref": "#/$defs/Colour"
              },
              "text": {
                "$ref": "#/$defs/Colour"
              },
              "mutedText": {
                "$ref": "#/$defs/Colour"
              },
              "border": {
                "$ref": "#/$defs/Colour"
              },
              "error": {
                "$ref": "#/$defs/Colour"
              },
              "warning": {
                "$ref": "#/$defs/Colour"
              },
              "tip": {
                "$ref": "#/$defs/Colour"
              },
              "success": {
                "$ref": "#/$defs/Colour"
              },
              "focus": {
                "$ref": "#/$defs/Colour"
              }
            },
            "required": [
              "primary",
              "onPrimary",
              "secondary",
              "background",
              "surface",
              "text",
              "mutedText",
              "border",
              "error",
              "warning",
              "tip",
              "success",
              "focus"
            ],
            "additionalProperties": true
          },
          "fonts": {
            "type": "object",
            "properties": {
              "body": {
                "$ref": "#/$defs/FontStack"
              },
              "heading": {
                "$ref": "#/$defs/FontStack"
              }
            },
            "required": [
              "body",
              "heading"
            ],
            "additionalProperties": true
          },
          "radii": {
            "type": "object",
            "properties": {
              "control": {
                "$ref": "#/$defs/CssLength"
              },
              "card": {
                "$ref": "#/$defs/CssLength"
              }
            },
            "required": [
              "control",
              "card"
            ],
            "additionalProperties": true
          },
          "marketing": {
            "type": "object",
            "properties": {
              "alignment": {
                "type": "string",
                "enum": [
                  "top",
                  "center",
                  "bottom"
                ]
              },
              "buttonVariant": {
                "type": "string",
                "enum": [
                  "outline",
                  "solid"
                ]
              },
              "corners": {
                "type": "string",
                "enum": [
                  "round",
                  "square"
                ]
              }
            },
            "required": [
              "alignment",
              "buttonVariant",
              "corners"
            ],
            "additionalProperties": true
          }
        },
        "required": [
          "colors",
          "fonts",
          "radii",
          "marketing"
        ],
        "additionalProperties": true
      },
      "ThemeTextSet": {
        "type": "object",
        "properties": {
          "providerName": {
            "type": "string",
            "minLength": 1,
            "maxLength": 100
          },
          "copyright": {
            "type": "string",
            "maxLength": 1000
          },
          "marketing": {
            "type": "object",
            "properties": {
              "headline": {
                "type": "string",
                "maxLength": 1000
              },
              "text": {
                "type": "string",
                "maxLength": 1000
              },
              "button": {
                "type": "string",
                "maxLength": 100
              }
            },
            "required": [
              "headline",
              "text",
              "button"
            ],
            "additionalProperties": true
          },
          "helpText": {
            "type": "string",
            "maxLength": 1000
          },
          "messages": {
            "type": "object",
            "additionalProperties": {
              "type": "string",
              "maxLength": 1000
            }
          }
        },
        "required": [
          "providerName",
          "messages"
        ],
        "additionalProperties": true
      },
      "ThemeText": {
        "type": "object",
        "properties": {
          "en": {
            "$ref": "#/$defs/ThemeTextSet"
          },
          "fr": {
            "$ref": "#/$defs/ThemeTextSet"
          }
        },
        "required": [
          "en"
        ],
        "additionalProperties": true
      },
      "Href": {
        "type": "string",
        "pattern": "^(https?:\\/\\/|\\/|mailto:|tel:)[^\\s<>\"]*$",
        "maxLength": 2048
      },
      "ThemeLink": {
        "type": "object",
        "properties": {
          "label": {
            "type": "string",
            "minLength": 1,
            "maxLength": 100
          },
          "href": {
            "$ref": "#/$defs/Href"
          },
          "kind": {
            "type": "string",
            "enum": [
              "url",
              "document"
            ]
          }
        },
        "required": [
          "label",
          "href",
          "kind"
        ],
        "additionalProperties": true
      },
      "ThemeUrlSet": {
        "type": "object",
        "properties": {
          "terms": {
            "$ref": "#/$defs/Href"
          },
          "privacy": {
            "$ref": "#/$defs/Href"
          },
          "registrationInstructions": {
            "$ref": "#/$defs/Href"
          },
          "headerLink": {
            "$ref": "#/$defs/ThemeLink"
          },
          "footerLinks": {
            "type": "array",
            "items": {
              "$ref": "#/$defs/ThemeLink"
            },
            "maxItems": 5
          },
          "helpLinks": {
            "type": "array",
            "items": {
              "$ref": "#/$defs/ThemeLink"
            },
            "maxItems": 4
          },
          "quickLinks": {
            "type": "array",
            "items": {
              "$ref": "#/$defs/ThemeLink"
            },
            "maxItems": 4
          },
          "social": {
            "type": "object",
            "properties": {
              "twitter": {
                "$ref": "#/$defs/Href"
              },
              "facebook": {
                "$ref": "#/$defs/Href"
              },
              "linkedin": {
                "$ref": "#/$defs/Href"
              }
            },
            "additionalProperties": true
          },
          "support": {
            "type": "object",
            "properties": {
              "phone": {
                "type": "string",
                "maxLength": 40
              },
              "email": {
                "type": "string",
                "maxLength": 254
              },
              "chat": {
                "$ref": "#/$defs/Href"
              }
            },
            "required": [
              "phone",
              "email"
            ],
            "additionalProperties": true
          }
        },
        "required": [
          "terms",
          "privacy",
          "footerLinks",
          "helpLinks",
          "quickLinks",
          "social",
          "support"
        ],
        "additionalProperties": true
      },
      "ThemeUrls": {
        "type": "object",
        "properties": {
          "en": {
            "$ref": "#/$defs/ThemeUrlSet"
          },
          "fr": {
            "$ref": "#/$defs/ThemeUrlSet"
          }
        },
        "required": [
          "en"
        ],
        "additionalProperties": true
      },
      "ProviderTheme": {
        "type": "object",
        "properties": {
          "images": {
            "$ref": "#/$defs/ThemeImages"
          },
          "settings": {
            "$ref": "#/$defs/ThemeSettings"
          },
          "styles": {
            "$ref": "#/$defs/ThemeStyles"
          },
          "text": {
            "$ref": "#/$defs/ThemeText"
          },
          "urls": {
            "$ref": "#/$defs/ThemeUrls"
          }
        },
        "required": [
          "images",
          "settings",
          "styles",
          "text",
          "urls"
        ],
        "additionalProperties": true
      }
    }
  },
  "languages": {
    "$id": "languages",
    "$ref": "#/$defs/LanguageList",
    "$defs": {
      "LanguageCode": {
        "type": "string",
        "enum": [
          "en",
          "fr"
        ]
      },
      "Language": {
        "type": "object",
        "properties": {
          "code": {
            "$ref": "#/$defs/LanguageCode"
          },
          "name": {
            "type": "string",
            "maxLength": 100
          }
        },
        "required": [
          "code",
          "name"
        ],
        "additionalProperties": true
      },
      "LanguageList": {
        "type": "object",
        "properties": {
          "items": {
            "type": "array",
            "items": {
              "$ref": "#/$defs/Language"
            },
            "maxItems": 20
          }
        },
        "required": [
          "items"
        ],
        "additionalProperties": true
      }
    }
  },
  "portalTexts": {
    "$id": "portalTexts",
    "$ref": "#/$defs/PortalTexts",
    "$defs": {
      "PortalTexts": {
        "type": "object",
        "additionalProperties": {
          "type": "string",
          "maxLength": 1000
        }
      }
    }
  },
  "storedSession": {
    "$id": "storedSession",
    "$ref": "#/$defs/StoredSession",
    "$defs": {
      "IsoDateTime": {
        "type": "string",
        "maxLength": 24,
        "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{3})?Z$",
        "allOf": [
          {
            "pattern": "^(?:[0-9]{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)",
            "description": "An instant, ISO 8601 UTC",
            "format": "date-time"
          }
        ]
      },
      "Token": {
        "type": "object",
        "properties": {
          "access_token": {
            "type": "string",
            "minLength": 1,
            "maxLength": 4096
          },
          "refresh_token": {
            "type": "string",
            "minLength": 1,
            "maxLength": 500
          },
          "expires_in": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647,
            "format": "int32"
          },
          "issued": {
            "$ref": "#/$defs/IsoDateTime"
          },
          "authorization_level": {
            "type": "string",
            "enum": [
              "LoggedIn",
              "QuickPay",
              "Registration",
              "PasswordReset",
              "SecondFactor"
            ]
          }
        },
        "required": [
          "access_token",
          "refresh_token",
          "expires_in",
          "issued",
          "authorization_level"
        ],
        "additionalProperties": true
      },
      "AccountNames": {
        "type": "object",
        "properties": {
          "firstName": {
            "type": "string",
            "maxLength": 100
          },
          "lastName": {
            "type": "string",
            "maxLength": 100
          },
          "companyName": {
            "type": "string",
            "maxLength": 100
          }
        },
        "required": [
          "firstName",
          "lastName",
          "companyName"
        ],
        "additionalProperties": true
      },
      "LanguageCode": {
        "type": "string",
        "enum": [
          "en",
          "fr"
        ]
      },
      "StoredSession": {
        "type": "object",
        "properties": {
          "token": {
            "$ref": "#/$defs/Token"
          },
          "username": {
            "type": "string"
          },
          "accountNames": {
            "$ref": "#/$defs/AccountNames"
          },
          "lang": {
            "$ref": "#/$defs/LanguageCode"
          }
        },
        "required": [
          "token",
          "username",
          "accountNames",
          "lang"
        ],
        "additionalProperties": true
      }
    }
  },
  "visitorPass": {
    "$id": "visitorPass",
    "$ref": "#/$defs/Token",
    "$defs": {
      "IsoDateTime": {
        "type": "string",
        "maxLength": 24,
        "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{3})?Z$",
        "allOf": [
          {
            "pattern": "^(?:[0-9]{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)",
            "description": "An instant, ISO 8601 UTC",
            "format": "date-time"
          }
        ]
      },
      "Token": {
        "type": "object",
        "properties": {
          "access_token": {
            "type": "string",
            "minLength": 1,
            "maxLength": 4096
          },
          "refresh_token": {
            "type": "string",
            "minLength": 1,
            "maxLength": 500
          },
          "expires_in": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647,
            "format": "int32"
          },
          "issued": {
            "$ref": "#/$defs/IsoDateTime"
          },
          "authorization_level": {
            "type": "string",
            "enum": [
              "LoggedIn",
              "QuickPay",
              "Registration",
              "PasswordReset",
              "SecondFactor"
            ]
          }
        },
        "required": [
          "access_token",
          "refresh_token",
          "expires_in",
          "issued",
          "authorization_level"
        ],
        "additionalProperties": true
      }
    }
  }
}

export const paths = {
  "config": "/config.json",
  "theme": "/theme/theme.json",
  "languages": "/language/Portal",
  "portalTexts": "/language/Portal/{lang}"
} as const
