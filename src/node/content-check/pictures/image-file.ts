/** A file name or address that names a picture by its ending: what content/ must not hold, and what a setting shows. */
export const imageFile = /\.(png|jpe?g|gif|svg|webp|avif|ico)$/i;
