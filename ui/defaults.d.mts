export declare const DEFAULT_CORS_PROXY: string;
export declare const DEFAULT_SITE_URL: string;
export declare const DEFAULT_CONTACT_EMAIL: string;
