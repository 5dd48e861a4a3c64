// Module LayoutNodes: see the README for what it will hold.
