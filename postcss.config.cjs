const path = require('node:path');

// Paths are anchored here so that a server started from another directory still finds them.
module.exports = {
  plugins: {
    tailwindcss: { config: path.join(__dirname, 'tailwind.config.ts') },
    autoprefixer: {},
  },
};
