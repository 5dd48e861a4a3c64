// Module AnchorDSL: see the README for what it will hold.
